import { http, HttpResponse } from 'msw';
import { makeStore } from '../../app/store';
import { imdbId, omdbFilm } from '../../test/factories';
import { OMDB_URL } from '../../test/msw/handlers';
import { server } from '../../test/msw/server';
import { makeTestClient } from '../../test/renderWithProviders';
import { fetchMovieDetails } from './fetchMovieDetails';
import { detailServed, selectFilm } from './filmSlice';

const detail = (n: number) => omdbFilm(n, { Plot: 'Plot.', Response: 'True' });

/**
 * OMDb answers each id with its film, or with an error for the ids in `failing`; the ids in `held`
 * wait for their promise first.
 */
function answer(failing: readonly string[] = [], held: Record<string, Promise<void>> = {}) {
  server.use(
    http.get(OMDB_URL, async ({ request }) => {
      const id = new URL(request.url).searchParams.get('i') ?? '';
      await held[id];
      if (failing.includes(id)) return HttpResponse.json({ Response: 'False', Error: 'Nope.' });
      return HttpResponse.json(detail(Number(id.slice(2))));
    }),
  );
}

const newStore = () => makeStore({ omdb: makeTestClient() });

describe('the film a detail page shows', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('holds the id asked for, with nothing yet, until its answer: the film', async () => {
    answer();
    const store = newStore();
    const request = store.dispatch(fetchMovieDetails(imdbId(1)));
    expect(selectFilm(store.getState())).toEqual({
      id: imdbId(1),
      movie: null,
      error: null,
      served: false,
    });
    await request;
    expect(selectFilm(store.getState())).toMatchObject({
      id: imdbId(1),
      movie: { imdbID: imdbId(1), title: 'Film 1', plot: 'Plot.' },
      error: null,
    });
  });

  it('or the error, with no film', async () => {
    answer([imdbId(1)]);
    const store = newStore();
    await store.dispatch(fetchMovieDetails(imdbId(1)));
    expect(selectFilm(store.getState())).toMatchObject({ movie: null, error: 'Nope.' });
  });

  it('keeps to the latest id: an older request’s answer or abort changes nothing', async () => {
    let release = () => {};
    answer([imdbId(2)], { [imdbId(1)]: new Promise((resolve) => (release = resolve)) });
    const store = newStore();
    const older = store.dispatch(fetchMovieDetails(imdbId(1)));
    const aborted = store.dispatch(fetchMovieDetails(imdbId(2)));
    aborted.abort();
    const latest = store.dispatch(fetchMovieDetails(imdbId(3)));
    await Promise.all([aborted, latest]);
    release(); // the older answer comes last
    await older;
    expect(selectFilm(store.getState())).toMatchObject({
      id: imdbId(3),
      movie: { imdbID: imdbId(3) },
      error: null,
    });
  });

  it('takes the film the server sent, or its word that there is none, as served', async () => {
    answer();
    const store = newStore();
    const film = await store.dispatch(fetchMovieDetails(imdbId(4))).unwrap();
    store.dispatch(detailServed({ id: imdbId(9), movie: null }));
    expect(selectFilm(store.getState())).toEqual({
      id: imdbId(9),
      movie: null,
      error: null,
      served: true,
    });
    store.dispatch(detailServed({ id: imdbId(4), movie: film }));
    expect(selectFilm(store.getState())).toMatchObject({
      id: imdbId(4),
      movie: film,
      served: true,
    });
    // The spec's movies state has the served film as its current movie.
    expect(store.getState().movies.currentMovie).toBe(film);
  });
});
