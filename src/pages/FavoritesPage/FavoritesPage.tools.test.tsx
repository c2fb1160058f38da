import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { AddressProbe, shownAddress } from '../../test/AddressProbe';
import type { MovieDetail, MovieSummary } from '../../api/types';
import { detailsStore } from '../../features/details/detailsStore';
import { favoritesState } from '../../features/favorites/favorites.fixtures';
import { makeFilm } from '../../test/factories';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TYPING_SETTLE_MS } from '../../features/favorites/listView/useListQuery';
import { FavoritesPage } from './FavoritesPage';
import { FavoritesGrid } from './lazyGrid';

vi.mock('embla-carousel-autoplay', async () =>
  (await import('../../features/favorites/favorites.fixtures')).autoplayRecorderModule(),
);

// Stored in this order, so "newest first" shows them the other way round.
const FILMS = [
  makeFilm(1, { title: 'Сталкер', year: '1979' }),
  makeFilm(2, { title: 'The Matrix', year: '1999' }),
  makeFilm(3, { title: 'Breaking Bad', year: '2008–2013', type: 'series' }),
  makeFilm(4, { title: 'Alien', year: '1979' }),
  makeFilm(5, { title: 'Enter the Matrix', year: '2003', type: 'game' }),
];

/**
 * `typingClock`: the page runs on the test's clock, so the typing pause passes only when the test
 * moves it, however busy the machine. (Keys and presses are then sent with fireEvent: user-event
 * waits on a timer of its own, which the fake clock would hold.)
 */
function renderPage(route: string, { films = FILMS, typingClock = false } = {}) {
  if (typingClock) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
  }
  return renderWithProviders(
    <Routes>
      <Route
        path="/favorites"
        element={
          <>
            <FavoritesPage />
            <AddressProbe />
          </>
        }
      />
    </Routes>,
    { preloadedState: favoritesState(films), route },
  );
}

const address = () => shownAddress().textContent;
/** Types `text` one key at a time, with no time passing between keys. */
function typeKeys(box: HTMLElement, text: string) {
  for (let end = 1; end <= text.length; end++) {
    fireEvent.change(box, { target: { value: text.slice(0, end) } });
  }
}
const shownTitles = () =>
  within(screen.getByRole('list', { name: 'Избранные фильмы' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const sortBox = () => screen.getByRole('combobox', { name: 'Сортировка' });
const findBox = () => screen.getByRole('searchbox', { name: 'Найти в избранном' });
const filtersToggle = () => screen.getByRole('button', { name: /^Фильтры и сортировка/ });
/** The filters open on demand, as a visitor opens them, unless the address carries a choice. */
async function openFilters(user: ReturnType<typeof renderPage>['user']) {
  await user.click(filtersToggle());
}

// The grid's chunk is in, as the loading rule has it by the time a visitor turns to it (lazyGrid.ts).
beforeAll(() => FavoritesGrid.preload());

describe('sorting, filtering and finding favorites', () => {
  it('shows the newest added first by default, the filters closed until asked for', async () => {
    const { user } = renderPage('/favorites?view=grid');
    expect(filtersToggle()).toHaveAccessibleName('Фильтры и сортировка');
    expect(filtersToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    await openFilters(user);
    expect(filtersToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(shownTitles()).toEqual([
      'Enter the Matrix',
      'Alien',
      'Breaking Bad',
      'The Matrix',
      'Сталкер',
    ]);
    expect(sortBox()).toHaveValue('added-desc');
  });

  it('sorts by title and puts the choice in the address, keeping the view', async () => {
    const { user } = renderPage('/favorites?view=grid');
    await openFilters(user);
    await user.selectOptions(sortBox(), 'По названию: А→Я, A→Z');
    expect(shownTitles()).toEqual([
      'Сталкер',
      'Alien',
      'Breaking Bad',
      'Enter the Matrix',
      'The Matrix',
    ]);
    expect(address()).toBe('/favorites?view=grid&sort=title-asc');
  });

  it('offers only the types present, and filters by one of them', async () => {
    const { user } = renderPage('/favorites?view=grid');
    await openFilters(user);
    const types = screen.getByRole('group', { name: 'Тип' });
    expect(
      within(types)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Все', 'Фильмы', 'Сериалы', 'Игры']);
    await user.click(within(types).getByRole('button', { name: 'Сериалы' }));
    expect(shownTitles()).toEqual(['Breaking Bad']);
    expect(address()).toBe('/favorites?view=grid&type=series');
    // The spec's count line stays whole; how many are shown is added beside it.
    expect(screen.getByText('5 фильмов в избранном')).toBeInTheDocument();
    expect(screen.getByText('показано 1')).toBeInTheDocument();
  });

  it('filters by decade', async () => {
    const { user } = renderPage('/favorites?view=grid');
    await openFilters(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Десятилетие' }), '1970-е');
    expect(shownTitles()).toEqual(['Alien', 'Сталкер']);
    expect(address()).toBe('/favorites?view=grid&decade=1970');
  });

  it('finds by title as you type, in any case; the address follows when typing pauses', () => {
    renderPage('/favorites?view=grid', { typingClock: true });
    fireEvent.click(filtersToggle());
    typeKeys(findBox(), 'MATR');
    expect(shownTitles()).toEqual(['Enter the Matrix', 'The Matrix']);
    expect(screen.getByText('показано 2')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TYPING_SETTLE_MS - 1));
    expect(address()).toBe('/favorites?view=grid');
    act(() => vi.advanceTimersByTime(1));
    expect(address()).toBe('/favorites?view=grid&q=MATR');
  });

  it('keeps text typed a moment ago when an order is chosen right after', () => {
    renderPage('/favorites?view=grid', { typingClock: true });
    fireEvent.click(filtersToggle());
    typeKeys(findBox(), 'matrix');
    act(() => vi.advanceTimersByTime(TYPING_SETTLE_MS - 1));
    fireEvent.change(sortBox(), { target: { value: 'year-asc' } });
    expect(address()).toBe('/favorites?view=grid&sort=year-asc&q=matrix');
    expect(shownTitles()).toEqual(['The Matrix', 'Enter the Matrix']);
    expect(findBox()).toHaveValue('matrix');
  });

  it('restores every choice from the address, with the filters open and counted', () => {
    renderPage('/favorites?view=grid&sort=year-asc&type=movie&q=i');
    expect(filtersToggle()).toHaveAccessibleName('Фильтры и сортировка (2)');
    expect(filtersToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(shownTitles()).toEqual(['Alien', 'The Matrix']);
    expect(sortBox()).toHaveValue('year-asc');
    expect(findBox()).toHaveValue('i');
    expect(screen.getByRole('button', { name: 'Фильмы' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('ignores unknown or broken parameters', async () => {
    const { user } = renderPage('/favorites?view=grid&sort=best&type=cartoon&decade=19x0');
    expect(shownTitles()).toHaveLength(5);
    expect(filtersToggle()).toHaveAttribute('aria-expanded', 'false');
    await openFilters(user);
    expect(sortBox()).toHaveValue('added-desc');
    expect(screen.getByRole('button', { name: 'Все' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(/показано/)).not.toBeInTheDocument();
  });

  it('says when nothing matches and resets the filters, keeping the order', async () => {
    const { user } = renderPage('/favorites?view=grid&sort=title-desc&type=game&q=zzz');
    expect(screen.getByRole('heading', { name: 'Ничего не подходит' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Избранное пусто' })).not.toBeInTheDocument();
    expect(screen.getByText('показано 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(shownTitles()).toHaveLength(5);
    expect(address()).toBe('/favorites?view=grid&sort=title-desc');
  });

  it('orders and filters the carousel too', () => {
    renderPage('/favorites?sort=title-asc&type=movie');
    const slides = within(screen.getByRole('region', { name: 'Избранные фильмы' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(slides).toEqual(['Сталкер', 'Alien', 'The Matrix']);
  });

  it('filters by a genre, director or actor from the films’ details, and says so', async () => {
    const store = await detailsStore();
    const detail = (film: MovieSummary, genre: string, director: string): MovieDetail => ({
      ...film,
      genre,
      director,
      actors: 'Someone',
      rated: null,
      imdbRating: null,
      imdbVotes: null,
      runtime: null,
      released: null,
      country: null,
      language: null,
      awards: null,
      plot: null,
      ratings: [],
    });
    await store.save(detail(FILMS[0], 'Drama, Sci-Fi', 'Andrei Tarkovsky'));
    await store.save(detail(FILMS[2], 'Crime, Drama', 'N/A'));
    await store.save(detail(FILMS[1], 'Action, Sci-Fi', 'Lana Wachowski (co-director)'));
    const { user } = renderPage('/favorites?view=grid&genre=Drama');
    expect(await screen.findByRole('heading', { name: 'Breaking Bad' })).toBeInTheDocument();
    expect(shownTitles()).toEqual(['Breaking Bad', 'Сталкер']);
    expect(screen.getByText('показано 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Убрать условие «Жанр: Драма»' }));
    expect(shownTitles()).toHaveLength(5);
    expect(address()).toBe('/favorites?view=grid');
  });

  it('finds a director by name, without the notes OMDb adds', async () => {
    const store = await detailsStore();
    await store.save({
      ...FILMS[1],
      genre: null,
      director: 'Lana Wachowski (co-director), Lilly Wachowski',
      actors: null,
      rated: null,
      imdbRating: null,
      imdbVotes: null,
      runtime: null,
      released: null,
      country: null,
      language: null,
      awards: null,
      plot: null,
      ratings: [],
    });
    renderPage('/favorites?view=grid&director=Lana%20Wachowski');
    expect(await screen.findByRole('heading', { name: 'The Matrix' })).toBeInTheDocument();
    expect(shownTitles()).toEqual(['The Matrix']);
    expect(
      screen.getByRole('button', { name: 'Убрать условие «Режиссёр: Lana Wachowski»' }),
    ).toBeInTheDocument();
  });

  it('shows no tools when the list is empty, only the way to import', async () => {
    const { user } = renderPage('/favorites', { films: [] });
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Фильтры/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Действия со списком' }));
    expect(screen.getByRole('button', { name: 'Импорт' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Экспорт' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Поделиться списком' })).not.toBeInTheDocument();
  });
});
