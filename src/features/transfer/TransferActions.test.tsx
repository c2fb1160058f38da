import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { AddressProbe, shownAddress } from '../../test/AddressProbe';
import type { MovieSummary } from '../../api/types';
import { OMDB_URL } from '../../test/msw/handlers';
import { server } from '../../test/msw/server';
import { makeFilm } from '../../test/factories';
import { renderWithProviders } from '../../test/renderWithProviders';
import { selectFavoriteList } from '../favorites/state/favoritesSlice';
import { favoritesState } from '../favorites/favorites.fixtures';
import { statusSet } from '../favorites/state/favoritesSlice';
import { encodeShareIds } from './shareLink';
import { TransferActions } from './TransferActions';

const MATRIX = makeFilm(133093, {
  title: 'The Matrix',
  year: '1999',
  poster: '/api/posters/tt0133093.png',
});
const IMDB_RATINGS = [
  'Const,Your Rating,Date Rated,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
  'tt0133093,9,2024-05-01,The Matrix,https://www.imdb.com/title/tt0133093/,Movie,8.7,136,1999,"Action, Sci-Fi",2100000,1999-03-31,"Lana Wachowski, Lilly Wachowski"',
  'tt0903747,10,2023-01-10,Breaking Bad,https://www.imdb.com/title/tt0903747/,TV Series,9.5,49,2008,"Crime, Drama",2000000,2008-01-20,',
].join('\r\n');
const LETTERBOXD_WATCHED = [
  'Date,Name,Year,Letterboxd URI',
  '2024-01-05,Stalker,1979,https://boxd.it/1',
  '2024-01-06,"The Matrix",2000,https://boxd.it/2',
  '2024-01-07,Nothing Like This Film,2001,https://boxd.it/3',
].join('\n');

// The dialogs are lazy chunks: load them once up front, so no test waits on the first transform.
beforeAll(async () => {
  await Promise.all([import('./ImportDialog'), import('./ShareDialog'), import('./exportFiles')]);
});

/** The actions as the page has them, with the page's line for what they did. */
function ActionsWithNotice({ hasFavorites }: { hasFavorites: boolean }) {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <TransferActions hasFavorites={hasFavorites} onNotice={setNotice} />
      <p>{notice}</p>
    </>
  );
}

/** The tools are in the list's menu: open it, as a visitor does, and choose one. */
async function chooseFromMenu(user: ReturnType<typeof renderActions>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: 'Действия со списком' }));
  await user.click(screen.getByRole('button', { name }));
}

function renderActions(movies: MovieSummary[] = [], route = '/favorites', anyFile = false) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/favorites"
        element={
          <>
            <ActionsWithNotice hasFavorites={movies.length > 0} />
            <AddressProbe />
          </>
        }
      />
    </Routes>,
    // anyFile: a picker switched to "all files", as a drop on the page also allows.
    { preloadedState: favoritesState(movies), route, userOptions: { applyAccept: !anyFile } },
  );
}

const csvFile = (content: string, name = 'ratings.csv') =>
  new File([content], name, { type: 'text/csv' });
/** Every title in the library, hearted or not. */
const ids = (store: ReturnType<typeof renderActions>['store']) =>
  Object.keys(store.getState().favorites.items);

async function importFile(user: ReturnType<typeof renderActions>['user'], file: File) {
  await chooseFromMenu(user, 'Импорт');
  const dialog = await screen.findByRole('dialog', { name: 'Импорт избранного' });
  await user.upload(within(dialog).getByLabelText('Файл для импорта'), file);
}

describe('importing a file', () => {
  it('previews an IMDb ratings file and adds its films only when confirmed', async () => {
    const { store, user } = renderActions();
    await importFile(user, csvFile(IMDB_RATINGS));

    const dialog = await screen.findByRole('dialog', { name: 'Что будет добавлено' });
    expect(within(dialog).getByText('Файл «ratings.csv»')).toBeInTheDocument();
    expect(ids(store)).toEqual([]);
    const placed = within(dialog).getByRole('list', { name: 'Куда попадут фильмы' });
    expect(placed).toHaveTextContent('В «Просмотрено»: 2 фильма');
    expect(placed).not.toHaveTextContent('В избранное');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить 2 фильма' }));

    // Rated on IMDb: watched, never hearted.
    expect(ids(store)).toEqual(['tt0133093', 'tt0903747']);
    expect(selectFavoriteList(store.getState())).toEqual([]);
    expect(store.getState().favorites.items.tt0903747).toMatchObject({
      title: 'Breaking Bad',
      type: 'series',
      addedAt: '2023-01-10T00:00:00.000Z',
      status: 'watched',
      favorite: false,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Добавлено: 2 фильма.')).toBeInTheDocument();
  });

  it('adds nothing the second time the same file comes in', async () => {
    const { store, user } = renderActions([MATRIX]);
    await importFile(user, csvFile(IMDB_RATINGS));
    // The Matrix is there already, unrated: the file's rating and day fill it in.
    await user.click(await screen.findByRole('button', { name: 'Добавить 1 фильм и обновить 1' }));
    expect(await screen.findByText('Добавлено: 1 фильм, обновлено: 1.')).toBeInTheDocument();
    expect(store.getState().favorites.items.tt0133093).toMatchObject({
      rating: 9,
      watched: ['2024-05-01'],
    });
    await importFile(user, csvFile(IMDB_RATINGS));

    const dialog = await screen.findByRole('dialog', { name: 'Что будет добавлено' });
    expect(within(dialog).getByText('Все фильмы отсюда уже в Фильмотеке.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Добавить 0 фильмов' })).toBeDisabled();
    expect(ids(store)).toEqual(['tt0133093', 'tt0903747']);
  });

  it('matches a Letterboxd file by title and year, lists doubtful and missing films, and lets one be unticked', async () => {
    const { store, user } = renderActions();
    await importFile(user, csvFile(LETTERBOXD_WATCHED, 'watched.csv'));

    const dialog = await screen.findByRole('dialog', { name: 'Что будет добавлено' });
    const doubtful = within(dialog).getByRole('region', {
      name: 'Сопоставлены неточно — проверьте',
    });
    expect(doubtful).toHaveTextContent('The Matrix (1999) — год отличается на 1');
    const missing = within(dialog).getByRole('region', { name: 'Не найдены' });
    expect(missing).toHaveTextContent('строка 4: Nothing Like This Film (2001) — не найден в OMDb');

    await user.click(within(doubtful).getByRole('checkbox', { name: 'Добавить «The Matrix»' }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить 1 фильм' }));
    expect(ids(store)).toEqual(['tt0079944']);
  });

  it.each([
    ['an empty file', new File([], 'empty.csv'), 'Файл пуст.'],
    [
      'a file of another kind',
      new File(['\u0000PNG\u0000'], 'poster.png'),
      'Не удалось распознать файл. Подходят JSON из Фильмотеки и CSV из IMDb или Letterboxd.',
    ],
    [
      'a JSON of the wrong shape',
      new File(['{"films": 3}'], 'list.json'),
      'Этот JSON не похож на экспорт Фильмотеки: в нём нет списка фильмов.',
    ],
  ])('refuses %s with a clear message and changes nothing', async (_, file, message) => {
    const { store, user } = renderActions([MATRIX], '/favorites', true);
    await importFile(user, file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(ids(store)).toEqual(['tt0133093']);
  });

  it('stops matching when asked, and changes nothing', async () => {
    server.use(http.get(OMDB_URL, () => delay('infinite')));
    const { store, user } = renderActions();
    await importFile(user, csvFile(LETTERBOXD_WATCHED, 'watched.csv'));
    await screen.findByText('Сопоставляем: 0 из 3');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Остановить' }));

    expect(screen.getByText('Импорт остановлен, Фильмотека не изменилась.')).toBeInTheDocument();
    expect(ids(store)).toEqual([]);
  });
});

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('exporting', () => {
  it('downloads the library as our JSON, with a dated name', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', blob });
      return 'blob:test';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved[saved.length - 1].name = this.download;
    });
    const wanted = { ...MATRIX, imdbID: 'tt0078748', title: 'Alien' };
    const { user, store } = renderActions([MATRIX]);
    act(() => store.dispatch(statusSet(wanted, 'want')));

    await chooseFromMenu(user, 'Экспорт');
    // jsdom hides every popover (it has the stylesheet, not the behaviour); Chromium's opening is
    // proven in the end-to-end suite.
    await user.click(
      screen.getByRole('button', { name: 'JSON — резервная копия Фильмотеки', hidden: true }),
    );

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(saved[0].name).toMatch(/^filmoteka-library-\d{4}-\d\d-\d\d\.json$/);
    const content = JSON.parse(await readBlob(saved[0].blob));
    expect(content).toMatchObject({
      format: 'filmoteka-favorites',
      version: 3,
      // The whole library: the title only on the watchlist too.
      items: [
        { ...MATRIX, addedAt: null },
        { ...wanted, favorite: false, status: 'want' },
      ],
    });
    expect(screen.getByText(`Файл «${saved[0].name}» сохранён`)).toBeInTheDocument();
  });
});

describe('the share link', () => {
  it('shows a link that carries the favorites, with a copy button and a QR code', async () => {
    const { user } = renderActions([MATRIX]); // user-event puts a clipboard of its own in place

    await chooseFromMenu(user, 'Поделиться списком');
    const dialog = await screen.findByRole('dialog', { name: 'Поделиться списком' });
    const link = within(dialog).getByRole('textbox', { name: 'Ссылка на список' });
    expect(link).toHaveValue(
      `http://localhost:3000/favorites#share=${encodeShareIds(['tt0133093'])}`,
    );
    expect(
      within(dialog).getByRole('img', { name: 'QR-код ссылки на 1 фильм' }),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Копировать ссылку' }));
    expect(await navigator.clipboard.readText()).toBe((link as HTMLInputElement).value);
    expect(within(dialog).getByText('Ссылка скопирована')).toBeInTheDocument();
  });

  it('opened on another device, offers its films in the same preview and leaves the address clean', async () => {
    const payload = encodeShareIds(['tt0133093', 'tt0079944']);
    const { store, user } = renderActions([MATRIX], `/favorites?view=grid#share=${payload}`);

    const dialog = await screen.findByRole('dialog', { name: 'Что будет добавлено' });
    expect(within(dialog).getByText('Список из ссылки')).toBeInTheDocument();
    expect(shownAddress()).toHaveTextContent(/^\/favorites\?view=grid$/);
    await user.click(within(dialog).getByRole('button', { name: 'Добавить 1 фильм из ссылки' }));

    expect(ids(store)).toEqual(['tt0133093', 'tt0079944']);
    expect(selectFavoriteList(store.getState())[1]).toMatchObject({
      title: 'Stalker',
      poster: '/api/posters/tt0079944.png',
    });
  });

  it('names the link’s films before adding them, and leaves out one unticked', async () => {
    const payload = encodeShareIds(['tt0133093', 'tt0079944', 'tt0076759']);
    const { store, user } = renderActions([], `/favorites#share=${payload}`);

    const dialog = await screen.findByRole('dialog', { name: 'Что будет добавлено' });
    const films = within(dialog).getByRole('region', { name: 'Новые' });
    const boxes = within(films).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Star Wars: Episode IV - A New Hope (1977)',
      'Stalker (1979)',
      'The Matrix (1999)',
    ]);
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(within(films).getByRole('checkbox', { name: 'Stalker (1979)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить 2 фильма из ссылки' }));

    expect(ids(store).sort()).toEqual(['tt0076759', 'tt0133093']);
  });

  it('lists the link’s films as their lookups arrive, beside the progress', async () => {
    // The Matrix is answered; Stalker's answer never comes.
    server.use(
      // Any other request falls through to the emulator's handler.
      http.get(OMDB_URL, async ({ request }) => {
        if (new URL(request.url).searchParams.get('i') === 'tt0079944') await delay('infinite');
      }),
    );
    const payload = encodeShareIds(['tt0133093', 'tt0079944']);
    renderActions([], `/favorites#share=${payload}`);

    await screen.findByText('Сопоставляем: 1 из 2');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    const films = screen.getByRole('region', { name: 'Новые' });
    expect(within(films).getByText('The Matrix (1999)')).toBeInTheDocument();
    expect(within(films).queryByText(/Stalker/)).not.toBeInTheDocument();
  });

  it('says so when the link is broken, and changes nothing', async () => {
    const { store } = renderActions([MATRIX], '/favorites#share=not-a-list');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ссылка повреждена: список фильмов из неё не читается.',
    );
    expect(ids(store)).toEqual(['tt0133093']);
  });
});
