import { makeFavorite } from '../../test/factories';
import { filmsToShow, loadPoster } from './yearImage';

describe('the year picture', () => {
  it('shows the best rated films first, those with posters before those without, four at most', () => {
    const films = [
      makeFavorite(1, { rating: 5, poster: '/api/posters/tt0000001.png' }),
      makeFavorite(2, { rating: 9 }),
      makeFavorite(3, { rating: 9, poster: '/api/posters/tt0000003.png' }),
      makeFavorite(4),
      makeFavorite(5, { rating: 7 }),
      makeFavorite(6, { rating: 1 }),
    ];
    expect(filmsToShow(films).map((film) => film.imdbID)).toEqual([
      'tt0000003',
      'tt0000002',
      'tt0000005',
      'tt0000001',
    ]);
  });

  it('asks for a poster from another host with CORS, so it can never taint the canvas', async () => {
    const made: { crossOrigin: string | null; src: string }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        decoding = 'auto';
        crossOrigin: string | null = null;
        src = '';
        constructor() {
          made.push(this);
        }
        decode() {
          return Promise.reject(new Error('no image here'));
        }
      },
    );
    try {
      expect(await loadPoster(null)).toBeNull();
      expect(await loadPoster('https://m.media-amazon.com/images/poster.jpg')).toBeNull();
      expect(await loadPoster('/api/posters/tt0133093.png')).toBeNull();
      expect(made.map((image) => image.crossOrigin)).toEqual(['anonymous', null]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
