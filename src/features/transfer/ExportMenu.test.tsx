import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { makeFilm } from '../../test/factories';
import { favoritesState } from '../favorites/favorites.fixtures';
import { statusSet } from '../favorites/state/favoritesSlice';
import { ExportMenu } from './ExportMenu';

const MATRIX = makeFilm(133093, { title: 'The Matrix', year: '1999' });
/** jsdom's Blob has no text(): read as a download would be. */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.readAsText(blob);
  });

describe("the favorites' export menu", () => {
  it('offers each shelf that holds a title, the watchlist as a CSV for Letterboxd', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:test';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const exported = vi.fn();
    const { store, user } = renderWithProviders(<ExportMenu onExported={exported} />, {
      preloadedState: favoritesState([MATRIX]),
    });
    const shelfItem = (name: string) => screen.queryByRole('button', { name, hidden: true });
    expect(shelfItem('Хочу посмотреть — CSV для Letterboxd (watchlist)')).toBeNull();

    act(() =>
      store.dispatch(statusSet({ ...MATRIX, imdbID: 'tt0078748', title: 'Alien' }, 'want')),
    );
    expect(shelfItem('Просмотрено — CSV для Letterboxd (дневник)')).toBeNull();
    await user.click(shelfItem('Хочу посмотреть — CSV для Letterboxd (watchlist)')!);

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(names[0]).toMatch(/^filmoteka-watchlist-\d{4}-\d\d-\d\d\.csv$/);
    expect(await readBlob(saved[0])).toBe(
      `imdbID,Title,Year\r\ntt0078748,Alien,${MATRIX.year}\r\n`,
    );
    expect(exported).toHaveBeenCalledWith(names[0]);
    click.mockRestore();
  });
});
