import fc from 'fast-check';
import { createOmdbClient } from '../../../api/omdbClient';
import { makeStore } from '../../../app/store';
import { text } from '../../../shared/text';
import {
  badDetailAnswer,
  badSearchAnswer,
  toResponse,
  type BadAnswer,
} from '../../../test/badPayloads';
import { propertyRuns, propertyTest } from '../../../test/propertyRuns';
import { fetchMovieDetails } from '../../film';
import { searchMovies } from './thunks';

const knownTexts = new Set<string>(Object.values(text.errors));
// Each case is the client's whole refusal (src/api/malformedResponses.test.ts) and a thunk on a
// fresh store: 200 give each family of bad answers some 16 cases; the deep run, 1000 (200 by id).
const RUNS = propertyRuns({ quick: 200, full: 1000 });
const ID_RUNS = propertyRuns({ quick: 100, full: 200 });

function storeAnswering(answer: BadAnswer) {
  const fetch = async () => toResponse(answer);
  const omdb = createOmdbClient({
    baseUrl: '/api/omdb/',
    apiKey: 'k',
    origin: 'http://localhost',
    fetch,
  });
  return makeStore({ omdb });
}

describe('thunks facing malformed answers, on a real store', propertyTest, () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it(`ends ${RUNS} bad search answers in the rejected state, throwing nothing`, async () => {
    await fc.assert(
      fc.asyncProperty(badSearchAnswer, async (answer) => {
        const store = storeAnswering(answer);
        const action = await store.dispatch(
          searchMovies({ query: 'matrix', page: 1, byId: false }),
        );
        expect(action.meta.requestStatus, answer.family).toBe('rejected');
        const { movies } = store.getState();
        expect(knownTexts, answer.family).toContain(movies.error);
        expect(movies).toMatchObject({
          loading: false,
          movies: [],
          totalResults: 0,
          currentMovie: undefined,
        });
      }),
      { numRuns: RUNS },
    );
  });

  it(`ends ${RUNS} bad detail answers in the rejected state, throwing nothing`, async () => {
    await fc.assert(
      fc.asyncProperty(badDetailAnswer, async (answer) => {
        const store = storeAnswering(answer);
        const action = await store.dispatch(fetchMovieDetails('tt0133093'));
        expect(action.meta.requestStatus, answer.family).toBe('rejected');
        const { movies } = store.getState();
        expect(knownTexts, answer.family).toContain(movies.error);
        expect(movies).toMatchObject({ loading: false, currentMovie: undefined });
      }),
      { numRuns: RUNS },
    );
  });

  it('ends a bad answer to an id lookup in the rejected state too', async () => {
    await fc.assert(
      fc.asyncProperty(badDetailAnswer, async (answer) => {
        const store = storeAnswering(answer);
        const action = await store.dispatch(
          searchMovies({ query: 'tt0133093', page: 1, byId: true }),
        );
        expect(action.meta.requestStatus, answer.family).toBe('rejected');
        expect(knownTexts).toContain(store.getState().movies.error);
      }),
      { numRuns: ID_RUNS },
    );
  });
});
