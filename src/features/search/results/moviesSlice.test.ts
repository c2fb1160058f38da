import { http, HttpResponse } from 'msw';
import { makeStore } from '../../../app/store';
import type { MovieSummary } from '../../../api/types';
import { makeFilm, omdbFilm } from '../../../test/factories';
import { OMDB_URL } from '../../../test/msw/handlers';
import { server } from '../../../test/msw/server';
import { makeTestClient } from '../../../test/renderWithProviders';
import {
  clearMovies,
  initialMoviesState,
  moviesSlice,
  selectHasMore,
  setCurrentPage,
} from './moviesSlice';
import { fetchMovieDetails } from '../../film';
import { searchMovies } from './thunks';

function pages(total: number) {
  server.use(
    http.get(OMDB_URL, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      const first = (page - 1) * 10 + 1;
      const count = Math.max(0, Math.min(10, total - first + 1));
      const Search = Array.from({ length: count }, (_, index) => omdbFilm(first + index));
      return HttpResponse.json({ Response: 'True', Search, totalResults: String(total) });
    }),
  );
}

/** A store on the test client, saving nothing; `currentMovie`, when given, is already selected. */
function newStore(currentMovie?: MovieSummary) {
  return makeStore({
    omdb: makeTestClient(),
    ...(currentMovie && { preloadedState: { movies: { ...initialMoviesState, currentMovie } } }),
  });
}

describe('movies search thunk', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('is loading while pending, then stores query, total and page', async () => {
    pages(25);
    const store = newStore();
    const pending = store.dispatch(searchMovies({ query: 'film', page: 1, byId: false }));
    expect(store.getState().movies).toMatchObject({ loading: true, error: null });
    await pending;
    const state = store.getState().movies;
    expect(state).toMatchObject({
      loading: false,
      query: 'film',
      totalResults: 25,
      currentPage: 1,
    });
    expect(state.movies).toHaveLength(10);
    expect(state.currentMovie?.imdbID).toBe('tt0000001');
  });

  it('appends later pages without duplicates, and page 1 replaces the list', async () => {
    pages(25);
    const store = newStore();
    await store.dispatch(searchMovies({ query: 'film', page: 1, byId: false }));
    await store.dispatch(searchMovies({ query: 'film', page: 2, byId: false }));
    expect(store.getState().movies.movies).toHaveLength(20);
    await store.dispatch(searchMovies({ query: 'film', page: 2, byId: false }));
    expect(store.getState().movies.movies).toHaveLength(20);
    expect(new Set(store.getState().movies.movies.map((m) => m.imdbID)).size).toBe(20);
    expect(store.getState().movies.currentPage).toBe(2);
    await store.dispatch(searchMovies({ query: 'film', page: 1, byId: false }));
    expect(store.getState().movies.movies).toHaveLength(10);
  });

  it('keeps an already selected current movie', async () => {
    pages(5);
    const store = newStore(makeFilm(9999999, { title: 'Kept', year: '2020' }));
    await store.dispatch(searchMovies({ query: 'film', page: 1, byId: false }));
    expect(store.getState().movies.currentMovie?.imdbID).toBe('tt9999999');
  });

  it('on a first-page failure empties the list, logs, and rethrows to the caller', async () => {
    pages(25);
    const store = newStore();
    await store.dispatch(searchMovies({ query: 'film', page: 1, byId: false }));
    server.use(
      http.get(OMDB_URL, () => HttpResponse.json({ Response: 'False', Error: 'Movie not found!' })),
    );
    const result = store.dispatch(searchMovies({ query: 'nothing', page: 1, byId: false }));
    await expect(result.unwrap()).rejects.toThrow(
      'Фильм не найден. Проверьте правильность написания названия.',
    );
    expect(store.getState().movies).toMatchObject({
      loading: false,
      error: 'Фильм не найден. Проверьте правильность написания названия.',
      movies: [],
      currentMovie: undefined,
      totalResults: 0,
    });
    expect(console.error).toHaveBeenCalled();
  });

  it('moves the page forward before a later page and back when it fails, keeping the list', async () => {
    pages(25);
    const store = newStore();
    await store.dispatch(searchMovies({ query: 'film', page: 1, byId: false }));
    server.use(http.get(OMDB_URL, () => new HttpResponse(null, { status: 500 })));
    const pending = store.dispatch(searchMovies({ query: 'film', page: 2, byId: false }));
    expect(store.getState().movies.currentPage).toBe(2);
    await pending;
    expect(store.getState().movies).toMatchObject({
      currentPage: 1,
      error: 'Failed to fetch movies',
      totalResults: 25,
    });
    expect(store.getState().movies.movies).toHaveLength(10);
  });

  it('looks an id up directly: one result or none', async () => {
    const store = newStore();
    server.use(
      http.get(OMDB_URL, ({ request }) => {
        const id = new URL(request.url).searchParams.get('i');
        return id === 'tt0133093'
          ? HttpResponse.json(omdbFilm(1, { imdbID: id, Title: 'The Matrix', Response: 'True' }))
          : HttpResponse.json({ Response: 'False', Error: 'Incorrect IMDb ID.' });
      }),
    );
    await store.dispatch(searchMovies({ query: 'tt0133093', page: 1, byId: true }));
    expect(store.getState().movies).toMatchObject({ totalResults: 1, error: null });
    expect(store.getState().movies.movies.map((m) => m.title)).toEqual(['The Matrix']);
    await store.dispatch(searchMovies({ query: 'tt0000009', page: 1, byId: true }));
    expect(store.getState().movies).toMatchObject({ totalResults: 0, movies: [], error: null });
  });

  it('ignores an aborted search: the newer one owns the state', async () => {
    pages(25);
    const store = newStore();
    const old = store.dispatch(searchMovies({ query: 'old', page: 1, byId: false }));
    old.abort();
    await old;
    expect(store.getState().movies).toMatchObject({ loading: true, error: null, movies: [] });
  });

  it('uses the default messages when a rejection has none', () => {
    const searchRejected = searchMovies.rejected(new Error(''), 'id', {
      query: 'x',
      page: 1,
      byId: false,
    });
    expect(moviesSlice.reducer(initialMoviesState, searchRejected).error).toBe('Search failed');
    const detailsRejected = fetchMovieDetails.rejected(new Error(''), 'id', 'tt0133093');
    expect(moviesSlice.reducer(initialMoviesState, detailsRejected).error).toBe(
      'Failed to load details',
    );
  });

  it('reports a thrown non-error as "Unknown error"', async () => {
    const store = makeStore({
      omdb: { ...makeTestClient(), search: () => Promise.reject('boom') },
    });
    await store.dispatch(searchMovies({ query: 'film', page: 1, byId: false }));
    expect(store.getState().movies.error).toBe('Unknown error');
  });
});

describe('movie details thunk', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('makes the result the current movie', async () => {
    server.use(
      http.get(OMDB_URL, () => HttpResponse.json(omdbFilm(1, { Response: 'True', Plot: 'Plot.' }))),
    );
    const store = newStore();
    await store.dispatch(fetchMovieDetails('tt0000001'));
    expect(store.getState().movies.currentMovie).toMatchObject({
      imdbID: 'tt0000001',
      plot: 'Plot.',
    });
    expect(store.getState().movies.loading).toBe(false);
  });

  it('clears the current movie and sets the error on failure', async () => {
    server.use(
      http.get(OMDB_URL, () =>
        HttpResponse.json({ Response: 'False', Error: 'Incorrect IMDb ID.' }),
      ),
    );
    const store = newStore({ imdbID: 'tt1', title: 'x', year: '', type: '', poster: null });
    await store.dispatch(fetchMovieDetails('tt0000001'));
    expect(store.getState().movies).toMatchObject({
      error: 'Incorrect IMDb ID.',
      currentMovie: undefined,
      loading: false,
    });
  });
});

describe('movies reducers', () => {
  it('setCurrentPage sets the page', () => {
    expect(moviesSlice.reducer(initialMoviesState, setCurrentPage(3)).currentPage).toBe(3);
  });

  it('clearMovies resets list, error, query, total, page and current movie', () => {
    const filled = {
      ...initialMoviesState,
      movies: [{ imdbID: 'tt0000001', title: 'a', year: '1', type: 'movie', poster: null }],
      error: 'x',
      query: 'q',
      totalResults: 5,
      currentPage: 3,
      loading: true,
    };
    filled.currentMovie = filled.movies[0];
    expect(moviesSlice.reducer(filled, clearMovies())).toEqual(initialMoviesState);
  });

  it('has more pages only while 0 < loaded < total', () => {
    const one = [{ imdbID: 'tt0000001', title: 'a', year: '1', type: 'movie', poster: null }];
    const state = (movies: typeof one, totalResults: number) => ({
      movies: { ...initialMoviesState, movies, totalResults },
    });
    expect(selectHasMore(state([], 10))).toBe(false);
    expect(selectHasMore(state(one, 10))).toBe(true);
    expect(selectHasMore(state(one, 1))).toBe(false);
  });
});
