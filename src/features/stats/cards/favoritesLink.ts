import { paths } from '../../../shared/paths';

/** The favorites grid filtered by one thing, as a chart's bar links to it: `/favorites?view=grid&genre=Drama`. */
export function favoritesLink(
  filter: 'genre' | 'director' | 'actor' | 'decade' | 'type',
  value: string,
): string {
  return `${paths.favorites.getHref()}?${new URLSearchParams({ view: 'grid', [filter]: value })}`;
}
