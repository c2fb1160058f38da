import { screen, within } from '@testing-library/react';
import type { MovieSummary } from '../../api/types';
import { favoritesState } from '../../features/favorites/favorites.fixtures';
import { initialMoviesState } from '../../features/search/results/moviesSlice';
import { makeFilm } from '../../test/factories';
import { renderWithProviders } from '../../test/renderWithProviders';
import StatsPage from './StatsPage';

let nextId = 1;
/** A new film (the next id, "Film <n>" unless titled) of this year and type. */
function film(year: string, type = 'movie', title?: string): MovieSummary {
  const n = nextId++;
  return makeFilm(n, { title: title ?? `Film ${n}`, year, type });
}

function times(count: number, year: string, type = 'movie'): MovieSummary[] {
  return Array.from({ length: count }, () => film(year, type));
}

function renderStats(movies: MovieSummary[], currentMovie?: MovieSummary) {
  return renderWithProviders(<StatsPage />, {
    route: '/charts',
    preloadedState: { ...favoritesState(movies), movies: { ...initialMoviesState, currentMovie } },
  });
}

/** What a screen reader says for each row: decorative (aria-hidden) parts left out. */
function rows(listName: string): string[] {
  const list = screen.getByRole('list', { name: listName });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const spoken = item.cloneNode(true) as HTMLElement;
      spoken.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
      return (spoken.textContent ?? '').replace(/\s+/g, ' ').trim();
    });
}

function generalStats(): Record<string, string> {
  const terms = screen.getAllByRole('term').map((term) => term.textContent ?? '');
  const values = screen
    .getAllByRole('definition')
    .map((value) => (value.textContent ?? '').replace(/\s+/g, ' '));
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

// 30 favorites over 12 years and three types. 2010 is the most frequent (5); 1994 and 1995
// (one film each) are the least frequent and fall out of the top 10.
const collection = [
  ...times(5, '2010'),
  ...times(4, '1999'),
  ...times(3, '2008–2013', 'series'),
  ...times(3, '2001'),
  ...times(3, '1985', 'game'),
  ...times(2, '2019'),
  ...times(2, '2003'),
  ...times(2, '1972'),
  ...times(2, '1968', 'series'),
  ...times(2, '2021–', 'series'),
  film('1994'),
  film('1995'),
];

describe('StatsPage', () => {
  it('shows the heading and how many favorites are analysed', () => {
    renderStats(collection);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Статистика фильмов' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Анализ 30 избранных фильмов')).toBeInTheDocument();
  });

  it.each([
    [1, 'Анализ 1 избранного фильма'],
    [3, 'Анализ 3 избранных фильмов'],
    [21, 'Анализ 21 избранного фильма'],
  ])('words the subtitle for %d favorites', (count, subtitle) => {
    renderStats(times(count, '2000'));
    expect(screen.getByText(subtitle)).toBeInTheDocument();
  });

  it('charts the top 10 years, newest first, counting a series by its first year', () => {
    renderStats(collection);
    expect(rows('Распределение по годам')).toEqual([
      '2021 — 2 фильма',
      '2019 — 2 фильма',
      '2010 — 5 фильмов',
      '2008 — 3 фильма',
      '2003 — 2 фильма',
      '2001 — 3 фильма',
      '1999 — 4 фильма',
      '1985 — 3 фильма',
      '1972 — 2 фильма',
      '1968 — 2 фильма',
    ]);
    expect(screen.queryByText(/^1994/)).not.toBeInTheDocument();
  });

  it('counts types in Russian, most frequent first', () => {
    renderStats(collection);
    expect(rows('Распределение по типам')).toEqual(['Фильм — 20', 'Сериал — 7', 'Игра — 3']);
  });

  it('ranks the popular years by how many favorites they have', () => {
    renderStats(collection);
    expect(rows('Популярные года')).toEqual([
      '2010 — 5 фильмов',
      '1999 — 4 фильма',
      '2008 — 3 фильма',
      '2001 — 3 фильма',
      '1985 — 3 фильма',
      '2021 — 2 фильма',
      '2019 — 2 фильма',
      '2003 — 2 фильма',
      '1972 — 2 фильма',
      '1968 — 2 фильма',
    ]);
  });

  it('sums the collection up in the general statistics', () => {
    renderStats(collection);
    expect(screen.getByRole('heading', { name: 'Общая статистика' })).toBeInTheDocument();
    expect(generalStats()).toEqual({
      'Всего фильмов': '30',
      'Разных лет (в топ-10)': '10',
      Типов: '3',
      'В среднем на тип': '10',
      'Самый популярный год': '2010 (5 фильмов)',
    });
  });

  it('gives the most popular year to the newer of two equal years and rounds the average', () => {
    renderStats([
      ...times(2, '1990'),
      ...times(2, '2015', 'series'),
      film('2000', 'game'),
      film('2001', 'game'),
    ]);
    const stats = generalStats();
    expect(stats['Самый популярный год']).toBe('2015 (2 фильма)');
    expect(stats['В среднем на тип']).toBe('2'); // 6 / 3
    expect(stats['Разных лет (в топ-10)']).toBe('4');
  });

  it('invites the user to add favorites when there are none', () => {
    renderStats([]);
    expect(screen.getByRole('heading', { name: 'Пока нечего считать' })).toBeInTheDocument();
    expect(
      screen.getByText('Статистика появится, когда вы добавите фильмы в избранное.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Распределение по годам' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/^Анализ/)).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Найти фильмы' });
    expect(link).toHaveAttribute('href', '/');
  });

  it('shows the current movie with a placeholder when it has no poster', () => {
    const current = film('1999', 'movie', 'The Matrix');
    renderStats(collection, current);
    expect(screen.getByRole('heading', { name: 'Текущий фильм' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Нет постера' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The Matrix' })).toHaveAttribute(
      'href',
      `/movie/${current.imdbID}`,
    );
    expect(screen.getByText('1999')).toBeInTheDocument();
  });

  it('shows the current movie poster when it has one', () => {
    const current = {
      ...film('1999', 'movie', 'The Matrix'),
      poster: 'https://example.test/matrix.jpg',
    };
    renderStats(collection, current);
    expect(screen.getByRole('img', { name: 'Постер: The Matrix' })).toHaveAttribute(
      'src',
      current.poster,
    );
  });

  it('has no current movie card when no movie is selected', () => {
    renderStats(collection);
    expect(screen.queryByRole('heading', { name: 'Текущий фильм' })).not.toBeInTheDocument();
  });

  it('sets the document title', () => {
    renderStats(collection);
    expect(document.title).toBe('Статистика — Фильмотека');
  });
});
