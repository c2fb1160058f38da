/** Every route of the app and the links to it, so no URL is typed twice. */
export const paths = {
  search: { pattern: '/', getHref: () => '/' },
  favorites: { pattern: '/favorites', getHref: () => '/favorites' },
  charts: { pattern: '/charts', getHref: () => '/charts' },
  movie: {
    pattern: '/movie/:id',
    getHref: (imdbID: string) => `/movie/${encodeURIComponent(imdbID)}`,
  },
  notFound: { pattern: '*' },
} as const;
