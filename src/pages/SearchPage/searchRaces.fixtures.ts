import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { imdbId } from '../../test/factories';
import { OMDB_URL } from '../../test/msw/handlers';

/** Results per title query in the fake catalog; any other query has 5. */
const TOTALS: Record<string, number> = { matrix: 23, star: 35, alien: 7, heat: 12 };
export const FAILING_QUERY = 'boom'; // HTTP 500
export const UNKNOWN_QUERY = 'zzzz'; // OMDb's "Movie not found!"
export const KNOWN_ID = 'tt0133093';
export const UNKNOWN_ID = 'tt0000001';

export function totalFor(query: string): number {
  if (query.toLowerCase() === KNOWN_ID) return 1;
  return TOTALS[query.toLowerCase()] ?? 5;
}

/** Card titles name their query, so the screen shows whose results they are: "Matrix #3". */
export const cardTitle = (query: string, n: number) => `${query} #${n}`;

export interface SeenRequest {
  signal: AbortSignal;
  answered: boolean;
}

function waitUnlessAborted(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * A fake OMDb whose n-th request waits `delays[n]` ms (cycling), and a log of every request it
 * saw: whether it was answered, and its signal (to see it aborted).
 */
export function racingOmdb() {
  let delays = [0];
  let requests: SeenRequest[] = [];
  const ids = new Map<string, number>(); // a block of ids per query, so every card is unique

  const handler = http.get(OMDB_URL, async ({ request }) => {
    const seen: SeenRequest = { signal: request.signal, answered: false };
    requests.push(seen);
    await waitUnlessAborted(delays[(requests.length - 1) % delays.length], request.signal);
    seen.answered = true;
    const params = new URL(request.url).searchParams;
    const id = params.get('i');
    if (id !== null) {
      if (id.toLowerCase() !== KNOWN_ID)
        return HttpResponse.json({ Response: 'False', Error: 'Incorrect IMDb ID.' });
      return HttpResponse.json({
        Response: 'True',
        Title: cardTitle(id, 1),
        Year: '1999',
        imdbID: KNOWN_ID,
        Type: 'movie',
        Poster: 'N/A',
      });
    }
    const query = params.get('s') ?? '';
    if (query.toLowerCase() === FAILING_QUERY) return new HttpResponse(null, { status: 500 });
    if (query.toLowerCase() === UNKNOWN_QUERY)
      return HttpResponse.json({ Response: 'False', Error: 'Movie not found!' });
    if (!ids.has(query)) ids.set(query, ids.size + 1);
    const block = ids.get(query)! * 1000;
    const page = Number(params.get('page') ?? '1');
    const total = totalFor(query);
    const first = (page - 1) * 10 + 1;
    const Search = [];
    for (let n = first; n <= Math.min(total, first + 9); n += 1) {
      Search.push({
        Title: cardTitle(query, n),
        Year: '2000',
        imdbID: imdbId(block + n),
        Type: 'movie',
        Poster: 'N/A',
      });
    }
    return HttpResponse.json({ Response: 'True', Search, totalResults: String(total) });
  });

  return {
    handler,
    /** Starts a run: these delays, an empty log. */
    reset(next: number[]) {
      delays = next;
      requests = [];
    },
    requests: () => requests,
    inFlight: () => requests.filter((seen) => !seen.answered && !seen.signal.aborted).length,
    unanswered: () => requests.filter((seen) => !seen.answered).length,
  };
}

export type UserStep =
  | { kind: 'type'; value: string }
  | { kind: 'enter' }
  | { kind: 'button' }
  | { kind: 'clear' }
  | { kind: 'chip'; index: number }
  | { kind: 'more' }
  | { kind: 'retry' }
  | { kind: 'wait'; ms: number };

const inputValue = fc.constantFrom(
  'matrix',
  'Matrix',
  'alien',
  'star',
  '  heat ',
  'matri',
  UNKNOWN_QUERY,
  FAILING_QUERY,
  KNOWN_ID,
  UNKNOWN_ID,
  'ab',
  'the',
  '',
);

export const userStep: fc.Arbitrary<UserStep> = fc.oneof(
  { weight: 4, arbitrary: inputValue.map((value) => ({ kind: 'type' as const, value })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'enter' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'button' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'clear' as const }) },
  { weight: 1, arbitrary: fc.nat(5).map((index) => ({ kind: 'chip' as const, index })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'more' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'retry' as const }) },
  {
    weight: 4,
    arbitrary: fc.integer({ min: 0, max: 900 }).map((ms) => ({ kind: 'wait' as const, ms })),
  },
);

export const raceScenario = fc.record({
  steps: fc.array(userStep, { minLength: 1, maxLength: 14 }),
  delays: fc.array(fc.integer({ min: 0, max: 1200 }), { minLength: 1, maxLength: 12 }),
});
