import { lazyPart, type LazyPart } from '../shared/lib/loading';
import { pageModules, type PageModule, type PageName } from './pageModules';

export type LazyPage = LazyPart<Record<string, never>>;

/** A page's module as a lazy part (its default export). */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  return lazyPart(load);
}

const loadedModules: Partial<Record<PageName, PageModule>> = {};

/** Each lazy page, made once: the router renders them, the links fetch them ahead. */
export const pages = Object.fromEntries(
  Object.entries(pageModules).map(([name, load]) => [
    name,
    lazyPage(() => load().then((module: PageModule) => (loadedModules[name as PageName] = module))),
  ]),
) as Record<PageName, LazyPage>;

/**
 * Whether `page` can draw for an address without suspending: its chunk is in, and so is every part
 * it draws at once for the address's query (PageModule.addressParts).
 */
export function pageReady(page: PageName, query: URLSearchParams): boolean {
  const module = loadedModules[page];
  if (!module || !pages[page].isLoaded()) return false;
  return (module.addressParts?.(query) ?? []).every((part) => part.isLoaded());
}

/**
 * The lazy pages each screen links to, in its content, likeliest first: what the loading rule
 * (shared/lib/loading.tsx) fetches ahead while the screen is shown. The header's links are fetched
 * on intent only (Layout.tsx), except the statistics from the favorites: the header's «Статистика»
 * counts that very list, the likeliest next press there. The search page, in the app's chunk, is
 * never fetched.
 */
export const pageLinks: Record<PageName | 'SearchPage', readonly LazyPage[]> = {
  // Each result card opens its film (once there are results: see AppRoutes).
  SearchPage: [pages.MovieDetailPage],
  // Each card opens its film; the header's «Статистика» counts this list.
  FavoritesPage: [pages.MovieDetailPage, pages.StatsPage],
  // Each card opens its film; the row of shelves leads to the others and the diary.
  ShelfPage: [pages.MovieDetailPage, pages.DiaryPage],
  // Each day's title opens its film; the row of shelves leads to them.
  DiaryPage: [pages.MovieDetailPage, pages.ShelfPage],
  // A genre's or a person's bar opens the favorites filtered; a year, its page; a film, its page.
  StatsPage: [pages.FavoritesPage, pages.YearPage, pages.MovieDetailPage],
  // «Назад к поиску» leads to the search page, in the app's chunk.
  MovieDetailPage: [],
  // The year's films open their pages; the empty year leads to the favorites.
  YearPage: [pages.MovieDetailPage, pages.FavoritesPage],
  NotFoundPage: [pages.FavoritesPage],
};

/**
 * The favorites page's links once a title is on a shelf: its row of shelves then leads somewhere
 * the visitor keeps things. A first visit, with nothing kept, fetches no shelf ahead.
 */
export const favoritesPageLinksWithShelves: readonly LazyPage[] = [
  ...pageLinks.FavoritesPage,
  pages.ShelfPage,
];
