import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { text } from '../../shared/text';
import { moviePageText } from '../../shared/text/moviePage';
import { OMDB_URL } from '../../test/msw/handlers';
import { server } from '../../test/msw/server';
import { answerWith, renderDetail } from './movieDetail.fixtures';

describe('MovieDetailPage when loading fails', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it.each<[string, HttpResponseResolver, string]>([
    ['HTTP 500', () => new HttpResponse(null, { status: 500 }), 'Failed to fetch movie details'],
    ['offline', () => HttpResponse.error(), text.errors.network],
    [
      'HTTP 429',
      () => HttpResponse.json({ Response: 'False' }, { status: 429 }),
      text.errors.rateLimited,
    ],
    [
      'a malformed answer',
      () => HttpResponse.json({ Response: 'True', Title: 42 }),
      text.errors.badResponse,
    ],
  ])(
    '%s: shows the message with «Назад» and «Повторить», which loads the movie',
    async (_case, failure, message) => {
      const omdb = answerWith();
      server.use(http.get(OMDB_URL, failure, { once: true }));
      const { user } = renderDetail('/movie/tt0133093');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(within(alert).getByRole('button', { name: moviePageText.back })).toBeInTheDocument();
      await user.click(within(alert).getByRole('button', { name: moviePageText.retry }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'The Matrix' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(omdb.requests).toHaveLength(1); // the retry; the failure was answered before it
    },
  );
});
