import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { text } from '../shared/text';
import { notFoundText } from '../pages/NotFoundPage/notFoundText';
import { AppRoutes } from './router';

describe('layout and routes', () => {
  it('has a logo link home, the navigation and the OMDb credit', () => {
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect(screen.getByRole('link', { name: /Фильмотека/ })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: text.nav.label });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Поиск', 'Избранное', 'Статистика']);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('OMDb API');
  });

  it.each([
    ['/', 'Поиск'],
    ['/favorites', 'Избранное'],
    ['/charts', 'Статистика'],
  ])('marks %s as the current page', async (route, label) => {
    renderWithProviders(<AppRoutes />, { route });
    const nav = screen.getByRole('navigation', { name: text.nav.label });
    expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('shows the 404 page with links home and to favorites for any other path', async () => {
    renderWithProviders(<AppRoutes />, { route: '/no/such/page' });
    const heading = await screen.findByRole('heading', { name: notFoundText.title });
    const page = heading.closest('section')!;
    expect(page).toHaveTextContent('404');
    expect(within(page).getByRole('link', { name: notFoundText.toSearch })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(page).getByRole('link', { name: notFoundText.toFavorites })).toHaveAttribute(
      'href',
      '/favorites',
    );
    expect(document.title).toBe(text.titles.notFound);
  });

  it('gives each route a Russian document title', async () => {
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect(document.title).toBe(text.titles.search);
  });
});
