import { screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { server } from '../../test/msw/server';
import { renderWithProviders, type ExtendedRenderOptions } from '../../test/renderWithProviders';
import { matrixDto, omdbWith, shawshankDto, type Dto } from './omdbDetail.fixtures';
import MovieDetailPage from './MovieDetailPage';

export const loadingText = 'Загрузка информации о фильме...';

/** Serves these OMDb records for this test; `wait` holds answers back per id. */
export function answerWith(
  records: Dto[] = [matrixDto, shawshankDto],
  wait?: Record<string, number | 'infinite'>,
) {
  const omdb = omdbWith(records, wait);
  server.use(omdb.handler);
  return omdb;
}

/** The detail route plus stand-in pages to come from and go back to, and links to switch movies. */
export function renderDetail(route: string, options: Omit<ExtendedRenderOptions, 'route'> = {}) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/"
        element={
          <>
            <h1>Поиск (заглушка)</h1>
            <Link to="/movie/tt0133093">Открыть The Matrix</Link>
          </>
        }
      />
      <Route
        path="/favorites"
        element={<Link to="/movie/tt0133093">Из избранного в The Matrix</Link>}
      />
      <Route
        path="/movie/:id"
        element={
          <>
            <Link to="/movie/tt0111161">Другой фильм</Link>
            <Link to="/movie/tt0133093">Снова The Matrix</Link>
            <MovieDetailPage />
          </>
        }
      />
    </Routes>,
    { ...options, route },
  );
}

/** The detail fields as the user reads them: [label, value]. */
export function detailFields(): [string, string][] {
  const terms = screen.getAllByRole('term');
  const values = screen.getAllByRole('definition');
  return terms.map((term, index) => [term.textContent ?? '', values[index].textContent ?? '']);
}
