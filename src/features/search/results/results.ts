/**
 * What a search shows once it has answered: the results with their «Показать ещё», or «ничего не
 * найдено». One chunk, loaded when the visitor reaches for the search (points at or focuses the
 * form) or a search starts, not with the app: the first paint and start-up never need it.
 */
export { LoadMore } from './LoadMore';
export { NothingFound } from './NothingFound';
export { SearchResults } from './SearchResults';
