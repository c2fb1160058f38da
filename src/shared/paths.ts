/** Every route of the app and the links to it, so no URL is typed twice. */
export const paths = {
  search: { pattern: '/', getHref: () => '/' },
  favorites: { pattern: '/favorites', getHref: () => '/favorites' },
  charts: { pattern: '/charts', getHref: () => '/charts' },
  /** The shelves: the library's titles by status (docs/features.md, «Полки»). */
  watchlist: { pattern: '/watchlist', getHref: () => '/watchlist' },
  watching: { pattern: '/watching', getHref: () => '/watching' },
  watched: { pattern: '/watched', getHref: () => '/watched' },
  dropped: { pattern: '/dropped', getHref: () => '/dropped' },
  diary: { pattern: '/diary', getHref: () => '/diary' },
  movie: {
    pattern: '/movie/:id',
    getHref: (imdbID: string) => `/movie/${encodeURIComponent(imdbID)}`,
  },
  /** A year of four digits: any other `/year/…` is the 404 page. */
  year: { pattern: '/year/:year([1-9]\\d{3})', getHref: (year: number) => `/year/${year}` },
  notFound: { pattern: '*' },
} as const;
