import { http, HttpResponse } from 'msw';
import { onTestFinished } from 'vitest';
import type { MovieSummary } from '../../api/types';
import type { FavoriteMovie } from '../favorites';
import { OMDB_URL } from '../../test/msw/handlers';
import { server } from '../../test/msw/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SeriesSeasons } from './SeriesSeasons';

/** A series the demo catalog knows season by season: 8 seasons, 73 episodes. */
export const thrones: MovieSummary = {
  imdbID: 'tt0944947',
  title: 'Game of Thrones',
  year: '2011–2019',
  type: 'series',
  poster: null,
};

/** The library holding the series with these episodes watched. */
export function libraryWith(episodes: Record<string, string>, status?: FavoriteMovie['status']) {
  const entry: FavoriteMovie = { ...thrones, addedAt: null, favorite: false, episodes };
  if (status) entry.status = status;
  return { favorites: { items: { [thrones.imdbID]: entry }, loading: false, error: null } };
}

/** The season numbers the page asked OMDb for, in order. */
export function countSeasonRequests(): number[] {
  const asked: number[] = [];
  const listener = ({ request }: { request: Request }) => {
    const season = new URL(request.url).searchParams.get('Season');
    if (season !== null) asked.push(Number(season));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return asked;
}

/** OMDb answers seasons of `seriesId` with `answer(season)` (a body, or a status for an error). */
export function answerSeasons(seriesId: string, answer: (season: number) => unknown) {
  server.use(
    http.get(OMDB_URL, ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (params.get('i') !== seriesId || !params.has('Season')) return undefined;
      const body = answer(Number(params.get('Season')));
      return typeof body === 'number'
        ? new HttpResponse('Internal error', { status: body })
        : HttpResponse.json(body as Record<string, unknown>);
    }),
  );
}

export function renderSeasons(
  options: { movie?: MovieSummary; totalSeasons?: number | null } & Parameters<
    typeof renderWithProviders
  >[1] = {},
) {
  const { movie = thrones, totalSeasons = 8, ...rest } = options;
  return renderWithProviders(<SeriesSeasons movie={movie} totalSeasons={totalSeasons} />, rest);
}
