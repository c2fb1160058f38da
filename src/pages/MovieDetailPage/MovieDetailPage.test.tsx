import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { OMDB_URL } from '../../test/msw/handlers';
import { server } from '../../test/msw/server';
import { matrixDto } from './omdbDetail.fixtures';
import { answerWith, detailFields, loadingText, renderDetail } from './movieDetail.fixtures';

/** The film's tags (year, type, age rating), as shown. */
const tagTexts = () =>
  within(screen.getByRole('list', { name: 'Год, тип и возрастной рейтинг' }))
    .getAllByRole('listitem')
    .map((tag) => tag.textContent);

describe('MovieDetailPage: what it shows', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the loading state first, then the movie of the URL', async () => {
    const omdb = answerWith();
    renderDetail('/movie/tt0133093');
    expect(screen.getByRole('status')).toHaveTextContent(loadingText);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Matrix' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(loadingText)).not.toBeInTheDocument();
    expect(omdb.requests).toHaveLength(1);
    expect(omdb.requests[0]).toMatchObject({ id: 'tt0133093', plot: 'full' });
    expect(document.title).toBe('The Matrix — Фильмотека');
  });

  it('loads The Matrix from the demo catalog with its full plot', async () => {
    renderDetail('/movie/tt0133093'); // the default handlers: the same emulator as the demo server
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Matrix' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Рейтинг IMDb: \d/ })).toBeInTheDocument();
    expect(screen.getByText(/under the alias Neo/)).toBeInTheDocument();
  });

  it('shows every detail: tags, stars, rating, votes, fields, plot and ratings', async () => {
    answerWith();
    renderDetail('/movie/tt0133093');
    await screen.findByRole('heading', { level: 1, name: 'The Matrix' });

    expect(tagTexts()).toEqual(['1999', 'Фильм', 'R']);
    expect(screen.getByRole('img', { name: 'Рейтинг IMDb: 8,7 из 10' })).toBeInTheDocument();
    expect(screen.getByText('8,7/10')).toBeInTheDocument();
    expect(screen.getByText('(2 100 000 голосов)')).toBeInTheDocument();
    expect(detailFields()).toEqual([
      ['Жанр', 'Action, Sci-Fi'],
      ['Режиссёр', 'Lana Wachowski, Lilly Wachowski'],
      ['В ролях', 'Keanu Reeves, Laurence Fishburne, Carrie-Anne Moss'],
      ['Продолжительность', '136 min'],
      ['Премьера', '31 Mar 1999'],
      ['Страна', 'United States, Australia'],
      ['Язык', 'English'],
      ['Награды', 'Won 4 Oscars. 42 wins & 51 nominations total'],
    ]);
    expect(screen.getByRole('heading', { name: 'Сюжет' })).toBeInTheDocument();
    expect(screen.getByText(matrixDto.Plot)).toBeInTheDocument();
    const ratings = screen
      .getByRole('heading', { name: 'Оценки' })
      .closest('section') as HTMLElement;
    expect(
      within(ratings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Internet Movie Database: 8.7/10', 'Rotten Tomatoes: 83%', 'Metacritic: 73/100']);
    expect(screen.getByRole('img', { name: 'Постер: The Matrix' })).toHaveAttribute(
      'src',
      matrixDto.Poster,
    );
  });

  it('leaves out what OMDb does not know and hides the rating without one', async () => {
    answerWith([
      {
        ...matrixDto,
        Rated: 'N/A',
        Awards: 'N/A',
        Language: 'N/A',
        imdbRating: 'N/A',
        imdbVotes: 'N/A',
        Plot: 'N/A',
        Ratings: [],
      },
    ]);
    renderDetail('/movie/tt0133093');
    await screen.findByRole('heading', { level: 1, name: 'The Matrix' });
    expect(tagTexts()).toEqual(['1999', 'Фильм']);
    expect(screen.queryByRole('img', { name: /Рейтинг IMDb/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/\/10$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/голос/)).not.toBeInTheDocument();
    expect(detailFields().map(([term]) => term)).toEqual([
      'Жанр',
      'Режиссёр',
      'В ролях',
      'Продолжительность',
      'Премьера',
      'Страна',
    ]);
    expect(screen.queryByRole('heading', { name: 'Сюжет' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Оценки' })).not.toBeInTheDocument();
  });

  it('shows the rating without votes when the vote count is unknown', async () => {
    answerWith([{ ...matrixDto, imdbVotes: 'N/A', imdbRating: '7' }]);
    renderDetail('/movie/tt0133093');
    expect(await screen.findByText('7/10')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Рейтинг IMDb: 7 из 10' })).toBeInTheDocument();
    expect(screen.queryByText(/голос/)).not.toBeInTheDocument();
  });

  it('shows the poster placeholder when OMDb has no poster', async () => {
    answerWith([{ ...matrixDto, Poster: 'N/A' }]);
    renderDetail('/movie/tt0133093');
    expect(await screen.findByRole('img', { name: 'Постер недоступен' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Постер: The Matrix' })).not.toBeInTheDocument();
  });

  it('falls back to the placeholder when the poster fails to load', async () => {
    answerWith();
    renderDetail('/movie/tt0133093');
    fireEvent.error(await screen.findByRole('img', { name: 'Постер: The Matrix' }));
    expect(screen.getByRole('img', { name: 'Постер недоступен' })).toBeInTheDocument();
  });

  it('shows the service error with a back button that leaves the page', async () => {
    server.use(http.get(OMDB_URL, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, store } = renderDetail('/movie/tt0133093');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch movie details');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('heading', { name: 'Поиск (заглушка)' })).toBeInTheDocument();
    // The failure stays on the detail page: the search page starts clean.
    expect(store.getState().movies.error).toBeNull();
  });

  it("shows OMDb's own failure text for an id it does not know", async () => {
    answerWith([]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDetail('/movie/tt9999999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect IMDb ID.');
    expect(screen.getByRole('button', { name: 'Назад' })).toBeInTheDocument();
  });

  it.each(['/movie/abc', '/movie/tt123', '/movie/tt123456789', '/movie/nm0000206'])(
    'says the movie is not found for the malformed id in %s and asks nothing',
    async (route) => {
      const omdb = answerWith();
      const { store } = renderDetail(route);
      expect(screen.getByRole('status')).toHaveTextContent('Фильм не найден');
      const back = screen.getByRole('link', { name: 'Назад к поиску' });
      expect(back).toHaveAttribute('href', '/');
      expect(store.getState().movies.loading).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(omdb.requests).toHaveLength(0);
    },
  );

  it('accepts an id in capitals', async () => {
    answerWith();
    renderDetail('/movie/TT0133093');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Matrix' }),
    ).toBeInTheDocument();
  });
});
