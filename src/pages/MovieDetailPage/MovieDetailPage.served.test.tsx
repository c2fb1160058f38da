import { screen } from '@testing-library/react';
import { parseDetail } from '../../api/schemas';
import { initialFilmState } from '../../features/film';
import { initialMoviesState } from '../../features/search/results/moviesSlice';
import { matrixDto } from './omdbDetail.fixtures';
import { answerWith, renderDetail } from './movieDetail.fixtures';

const parsed = parseDetail({ ...matrixDto, Response: 'True' });
if (!parsed.ok) throw new Error('the fixture is not an OMDb answer');
const matrix = parsed.value;

function served(movie: typeof matrix | null, id = 'tt0133093') {
  return {
    preloadedState: {
      movies: { ...initialMoviesState, currentMovie: movie ?? undefined },
      film: { ...initialFilmState, id, movie, served: true },
    },
  };
}

describe('MovieDetailPage with the film the server sent', () => {
  it('shows it at once, without a request', async () => {
    const omdb = answerWith();
    renderDetail('/movie/tt0133093', served(matrix));
    expect(screen.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeInTheDocument();
    expect(screen.queryByText('Загрузка информации о фильме...')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(omdb.requests).toHaveLength(0);
  });

  it('shows «Фильм не найден» for a film the server found none of, without a request', async () => {
    const omdb = answerWith();
    renderDetail('/movie/tt9999999', served(null, 'tt9999999'));
    expect(screen.getByRole('status')).toHaveTextContent('Фильм не найден');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(omdb.requests).toHaveLength(0);
  });

  it('loads another film as usual, and the served one again when it is asked for anew', async () => {
    const omdb = answerWith();
    const { user } = renderDetail('/movie/tt0133093', served(matrix));
    await user.click(screen.getByRole('link', { name: 'Другой фильм' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Shawshank Redemption' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Снова The Matrix' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Matrix' }),
    ).toBeInTheDocument();
    expect(omdb.requests.map((request) => request.id)).toEqual(['tt0111161', 'tt0133093']);
  });

  it('never takes a film served for another id', async () => {
    const omdb = answerWith();
    renderDetail('/movie/tt0111161', served(matrix));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Shawshank Redemption' }),
    ).toBeInTheDocument();
    expect(omdb.requests).toHaveLength(1);
  });
});
