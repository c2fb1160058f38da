import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { text } from '../shared/text';
import { favoritesText } from '../features/favorites/favoritesText';
import { movieText } from '../shared/text/movie';
import { OMDB_URL } from '../test/msw/handlers';
import { server } from '../test/msw/server';
import { renderWithProviders } from '../test/renderWithProviders';
import { readPersistedState } from '../data/local/persistence';
import { AppRoutes } from './router';

// Lazy pages load their chunk first, which takes a while on a busy machine.
const lazyPage = { timeout: 20_000 };
const evil = '<img src=x onerror=alert(1)>';
const evilPoster = 'javascript:alert(1)';
const evilDetail = {
  Response: 'True',
  Title: evil,
  Year: '1999',
  imdbID: 'tt0133093',
  Type: 'movie',
  Poster: evilPoster,
  Plot: '<script>alert("plot")</script>',
  Actors: '<b>Keanu</b>',
  Ratings: [{ Source: '<i>Evil</i>', Value: '<u>10/10</u>' }],
};

/** Markup from the data would have made elements; text never does. */
function expectNoInjectedMarkup() {
  expect(document.querySelectorAll('img, script, b, i, u')).toHaveLength(0);
}

describe('untrusted content is shown as text', () => {
  it('in search results, with an unsafe poster replaced by the placeholder', async () => {
    server.use(
      http.get(OMDB_URL, () =>
        HttpResponse.json({
          Response: 'True',
          totalResults: '1',
          Search: [
            { Title: evil, Year: '1999', imdbID: 'tt0133093', Type: 'movie', Poster: evilPoster },
          ],
        }),
      ),
    );
    const { user } = renderWithProviders(<AppRoutes />, { route: '/' });
    await user.type(
      screen.getByRole('searchbox', { name: text.search.inputLabel }),
      'matrix{Enter}',
    );
    const list = await screen.findByRole('list', { name: text.search.resultsTitle });
    expect(within(list).getByRole('link', { name: evil })).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: movieText.posterMissing })).toBeInTheDocument();
    expectNoInjectedMarkup();
  });

  it('on the detail page', async () => {
    server.use(http.get(OMDB_URL, () => HttpResponse.json(evilDetail)));
    renderWithProviders(<AppRoutes />, { route: '/movie/tt0133093' });
    expect(
      await screen.findByRole('heading', { level: 1, name: evil }, lazyPage),
    ).toBeInTheDocument();
    expect(screen.getByText(evilDetail.Plot)).toBeInTheDocument();
    expect(screen.getByText('<b>Keanu</b>')).toBeInTheDocument();
    expect(screen.getByText('<i>Evil</i>: <u>10/10</u>')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: movieText.posterMissing })).toBeInTheDocument();
    expectNoInjectedMarkup();
  });

  it('on the favorites page, from what storage held', async () => {
    const stored = {
      imdbID: 'tt0133093',
      title: evil,
      year: '1999',
      type: 'movie',
      poster: evilPoster,
    };
    localStorage.setItem('favorites', JSON.stringify({ version: 1, items: [stored] }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<AppRoutes />, {
      route: '/favorites?view=grid',
      preloadedState: readPersistedState(),
    });
    const grid = await screen.findByRole('list', { name: favoritesText.gridLabel }, lazyPage);
    expect(within(grid).getByRole('link', { name: evil })).toBeInTheDocument();
    expect(within(grid).getByRole('img', { name: movieText.posterMissing })).toBeInTheDocument();
    expectNoInjectedMarkup();
    vi.restoreAllMocks();
  });

  it('and the footer link to the data source opens a new tab without handing it our window', () => {
    renderWithProviders(<AppRoutes />, { route: '/' });
    const link = within(screen.getByRole('contentinfo')).getByRole('link', {
      name: text.footer.source,
    });
    expect(link).toHaveAttribute('href', 'https://www.omdbapi.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(/\s+/)).toEqual(
      expect.arrayContaining(['noopener', 'noreferrer']),
    );
  });
});
