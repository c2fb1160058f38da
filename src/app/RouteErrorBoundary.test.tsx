import { screen, within } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { reloadPage } from '../shared/lib/reloadPage';
import { text } from '../shared/text';
import { favoritesText } from '../features/favorites/favoritesText';
import { renderWithProviders } from '../test/renderWithProviders';
import { AppRoutes } from './router';

vi.mock('../pages/StatsPage/StatsPage', () => ({
  default: function CrashingStatsPage(): never {
    throw new Error('statistics exploded');
  },
}));
vi.mock('../pages/MovieDetailPage/MovieDetailPage', async () => {
  const { useLocation } = await import('react-router');
  const { routeParams } = await import('../shared/routeMatch');
  return {
    default: function FakeDetailPage() {
      const id = routeParams('/movie/:id', useLocation().pathname)?.id;
      if (id === 'tt0000666') throw new Error('cursed movie');
      return <h1>{`Фильм ${id}`}</h1>;
    },
  };
});
vi.mock('../shared/lib/reloadPage', () => ({ reloadPage: vi.fn() }));

/** Stands in for any way of reaching another address (a link elsewhere, history). */
function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(to)}>{`Перейти: ${to}`}</button>;
}

// Lazy pages load their chunk first, which takes a while on a busy machine.
const lazyPage = { timeout: 20_000 };

describe('a page that crashes', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('is replaced by a Russian message with «Перезагрузить»; the header, navigation and footer stay', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/charts' });
    const crash = await screen.findByRole('alert', {}, lazyPage);
    expect(within(crash).getByRole('heading', { name: text.crash.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Фильмотека/ })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: text.nav.label })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('OMDb API');
    expect(screen.getByRole('main')).toContainElement(crash);

    const logged = vi
      .mocked(console.error)
      .mock.calls.find(([first]) => String(first).startsWith('[app]'));
    expect(logged?.[1]).toEqual(new Error('statistics exploded'));

    await user.click(within(crash).getByRole('button', { name: text.crash.reload }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('gives the next page its chance when the location changes', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/charts' });
    await screen.findByRole('heading', { name: text.crash.title }, lazyPage);
    const nav = screen.getByRole('navigation', { name: text.nav.label });
    await user.click(within(nav).getByRole('link', { name: text.nav.search }));
    expect(
      screen.getByRole('heading', { level: 1, name: text.search.heroTitle }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: text.crash.title })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: text.nav.favorites }));
    expect(
      await screen.findByRole('heading', { level: 1, name: favoritesText.heading }, lazyPage),
    ).toBeInTheDocument();
  });

  it('resets on a new address within the same route', async () => {
    const { user } = renderWithProviders(
      <>
        <AppRoutes />
        <GoTo to="/movie/tt0000002" />
      </>,
      { route: '/movie/tt0000666' },
    );
    await screen.findByRole('heading', { name: text.crash.title }, lazyPage);
    await user.click(screen.getByRole('button', { name: 'Перейти: /movie/tt0000002' }));
    expect(await screen.findByRole('heading', { name: 'Фильм tt0000002' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: text.crash.title })).not.toBeInTheDocument();
  });
});
