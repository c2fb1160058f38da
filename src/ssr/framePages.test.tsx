import { serializeFavorites } from '../data/local/storedFavorites';
import {
  isKnownPage,
  renderLoadingPage,
  renderNotFoundPage,
  renderYearPage,
  shellFor,
} from '../prerender';
import { makeFavorite } from '../test/factories';
import { parseHtml, servedHtml } from './serverPages.fixtures';

/**
 * A visitor's favorites, as the app would have saved them in this browser: whatever the pages
 * below render, none of it may come from here (a server has no visitor's storage).
 */
const SECRET_TITLE = 'Visitor’s Own Film';
const SECRET_NOTE = 'A note only the visitor may read';
const favorites = {
  [makeFavorite(1).imdbID]: makeFavorite(1, {
    title: SECRET_TITLE,
    year: '2026',
    addedAt: '2026-02-01T10:00:00.000Z',
    rating: 9,
    note: SECRET_NOTE,
    watched: ['2026-02-02'],
  }),
  [makeFavorite(2).imdbID]: makeFavorite(2, { addedAt: '2026-03-01T10:00:00.000Z', rating: 4 }),
};

beforeEach(() => localStorage.setItem('favorites', serializeFavorites(favorites)));

function expectNoVisitorData(html: string) {
  expect(html).not.toContain(SECRET_TITLE);
  expect(html).not.toContain(SECRET_NOTE);
  expect(html).not.toContain(makeFavorite(2).title);
  // Neither a count nor a rating of theirs.
  expect(html).not.toMatch(/\b[29] из 10\b|\d+ (избранн|фильм)/);
}

// Before anything here loads the statistics page: once loaded, it would render itself (with no
// favorites) in place of its frame, which is what the build's shell holds.
describe('the statistics page the build writes (charts.html)', () => {
  it('is its frame: heading, loading state, its link current, and nothing it cannot know', () => {
    const page = renderLoadingPage('/charts');
    expect(page).toMatch(/<h1>Статистика фильмов<\/h1>/);
    expect(page).toContain('Загрузка страницы...');
    expect(page).toMatch(/aria-current="page"[^>]*>Статистика</);
    // The favorites are the visitor's: neither their count nor the empty state is in the HTML.
    expect(page).not.toContain('Анализ');
    expect(page).not.toContain('Пока нечего считать');
    expectNoVisitorData(page);
  });

  it('has a shell of its own, whatever the case or trailing slash', () => {
    for (const path of ['/charts', '/Charts/', '/CHARTS'])
      expect(shellFor(path), path).toBe('charts.html');
    for (const path of ['/', '/favorites', '/year/2026', '/movie/tt0133093', '/charts/x'])
      expect(shellFor(path), path).toBeNull();
  });
});

describe('the year page the server renders', () => {
  it('is the frame with the year in its title and heading, and its loading state', async () => {
    const page = await renderYearPage('/year/2026');
    if (!page) throw new Error('no page rendered');
    expect(page.status).toBe(200);
    expect(page.head).toBe('<title>Ваш 2026 год — Фильмотека</title>');
    expect(page.body).not.toContain('<title>');
    expect(page.body).toMatch(/<h1>Ваш 2026 год<\/h1>/);
    expect(page.body).toContain('Собираем итоги года...');
    expect(page.data).toBe('');
    const doc = parseHtml(servedHtml(page, 'YearPage'));
    expect(doc.title).toBe('Ваш 2026 год — Фильмотека');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.getElementById('root')?.dataset.page).toBe('YearPage');
  });

  it('holds nothing of the visitor’s favorites: no films, ratings, notes, nor the empty state', async () => {
    const page = await renderYearPage('/year/2026');
    const html = `${page?.head}${page?.body}`;
    expect(html).not.toContain('нет данных за этот год');
    expect(html).not.toContain('вы посмотрели');
    expectNoVisitorData(html);
  });

  it('is not rendered for a year the route does not admit', async () => {
    const paths = ['/year/abc', '/year/99999', '/year/0999', '/year/', '/year/2026/x'];
    paths.push('/year/2026.5', `/year/${'1'.repeat(5000)}`);
    for (const path of paths) expect(await renderYearPage(path), path).toBeNull();
  });
});

describe('the 404 page the build writes', () => {
  it('says «Страница не найдена» in its one title and its heading', async () => {
    const page = await renderNotFoundPage();
    expect(page).toMatch(/<h1[^>]*>Страница не найдена<\/h1>/);
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>Страница не найдена — Фильмотека</title>');
  });

  it('is the page of every path no route claims, and of none a route claims', () => {
    for (const path of [
      '/no/such/page',
      '/favorites/extra',
      '/movie/',
      '/movie/tt0133093/more',
      '/year/abc',
      '/watchlists',
      '/watched/extra',
      '/diary/2026',
    ])
      expect(isKnownPage(path), path).toBe(false);
    for (const path of [
      '/',
      '/favorites',
      '/Favorites/',
      '/charts',
      '/Charts/',
      '/movie/tt0133093',
      '/movie/not-an-id',
      '/year/2026',
      '/watchlist',
      '/watching',
      '/Watched/',
      '/dropped',
      '/diary',
    ])
      expect(isKnownPage(path), path).toBe(true);
  });
});
