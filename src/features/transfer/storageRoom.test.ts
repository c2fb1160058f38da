import { makeFavorite } from '../../test/factories';
import type { FavoriteMovie } from '../favorites';
import { buildPreview } from './importPreview';
import type { RowOutcome } from './match';
import { importFits } from './storageRoom';

const NOTE = 'н'.repeat(1000);

function outcomesOf(count: number): RowOutcome[] {
  return Array.from({ length: count }, (_, index) => {
    const movie: FavoriteMovie = { ...makeFavorite(index + 1), note: NOTE };
    const row = { line: index + 1, imdbID: movie.imdbID, title: movie.title, year: movie.year };
    return {
      kind: 'matched',
      confidence: 'exact',
      movie,
      row: { ...row, type: movie.type, addedAt: null },
    };
  });
}

beforeEach(() => localStorage.clear());

describe('importFits', () => {
  it('says that 6,000 films with 1,000-character notes will not fit, before anything is added', async () => {
    localStorage.setItem('favorites', '{"version":3,"items":[]}');
    const preview = buildPreview(outcomesOf(6000), {});
    expect(await importFits(preview, {})).toBe(false);
    expect(localStorage.getItem('favorites')).toBe('{"version":3,"items":[]}');
    expect(localStorage.length).toBe(1);
  });

  it('lets a list that fits through', async () => {
    expect(await importFits(buildPreview(outcomesOf(100), {}), {})).toBe(true);
  });
});
