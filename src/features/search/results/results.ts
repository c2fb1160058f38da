/**
 * What a search shows once it has answered: the results with their «Показать ещё», or «ничего не
 * найдено». One chunk, loaded when a search starts or the page is idle, not with the app: the first
 * paint and start-up never need it.
 */
export { LoadMore } from './LoadMore';
export { NothingFound } from './NothingFound';
export { SearchResults } from './SearchResults';
