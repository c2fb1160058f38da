import { http, HttpResponse } from 'msw';
import { answerOmdb } from '../../../server/omdb/emulator';

export const OMDB_URL = '*/api/omdb/';

/** The same OMDb emulator the demo server uses, so tests and the demo can never disagree. */
export const handlers = [
  http.get(OMDB_URL, ({ request }) => {
    const answer = answerOmdb(new URL(request.url).searchParams);
    return HttpResponse.json(answer.body, { status: answer.status });
  }),
];
