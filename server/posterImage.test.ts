import { PNG } from 'pngjs';
import { POSTER_HEIGHT, POSTER_WIDTH, answerPoster, renderPosterPng } from './posterImage.ts';
import { amelie, empire, fixtureCatalog, starWars } from './test/fixtures.ts';

const pixels = (poster: Buffer) => PNG.sync.read(poster);
/** The colour at a point, as `#rrggbb`. */
const colourAt = (image: PNG, x: number, y: number) => {
  const offset = (y * image.width + x) * 4;
  return `#${[...image.data.subarray(offset, offset + 3)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
};

describe('renderPosterPng', () => {
  it('draws a 2:3 opaque PNG, a bitmap the browser decodes off the main thread', () => {
    const poster = renderPosterPng(starWars);
    expect([...poster.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const image = pixels(poster);
    expect([image.width, image.height]).toEqual([POSTER_WIDTH, POSTER_HEIGHT]);
    expect(POSTER_WIDTH / POSTER_HEIGHT).toBe(2 / 3);
    expect(image.data.every((value, index) => index % 4 !== 3 || value === 255)).toBe(true);
  });

  it('is a gradient with a pattern, not one flat colour', () => {
    const image = pixels(renderPosterPng(starWars));
    const column = Math.floor(POSTER_WIDTH / 2);
    expect(colourAt(image, column, 2)).not.toBe(colourAt(image, column, POSTER_HEIGHT - 3));
    const colours = new Set<string>();
    for (let y = 0; y < POSTER_HEIGHT; y += 3)
      for (let x = 0; x < POSTER_WIDTH; x += 3) colours.add(colourAt(image, x, y));
    expect(colours.size).toBeGreaterThan(50);
  });

  it('is the same for the same id, in either case, and differs between ids', () => {
    expect(renderPosterPng(starWars).equals(renderPosterPng(starWars))).toBe(true);
    expect(
      renderPosterPng(starWars).equals(renderPosterPng({ imdbID: starWars.imdbID.toUpperCase() })),
    ).toBe(true);
    expect(renderPosterPng(starWars).equals(renderPosterPng(empire))).toBe(false);
  });

  it('stays small enough for a phone on a slow connection', () => {
    for (const entry of fixtureCatalog) expect(renderPosterPng(entry).length).toBeLessThan(40_000);
  });
});

describe('answerPoster', () => {
  it('answers a PNG for a catalog title with a poster', () => {
    const poster = answerPoster('tt0076759.png', fixtureCatalog);
    expect(poster.status).toBe(200);
    expect(poster.contentType).toBe('image/png');
    expect(poster.body).toEqual(renderPosterPng(starWars));
  });

  it('answers the name an earlier version stored (.svg) with the same picture', () => {
    const poster = answerPoster('tt0076759.svg', fixtureCatalog);
    expect(poster.status).toBe(200);
    expect(poster.contentType).toBe('image/png');
    expect(poster.body).toEqual(renderPosterPng(starWars));
  });

  it('answers 404 for an unknown id, a title without a poster or a malformed name', () => {
    for (const name of [
      'tt9999999.png',
      `${amelie.imdbID}.png`,
      'tt0076759.jpg',
      'tt0076759',
      '..%2Fetc.png',
    ]) {
      expect(answerPoster(name, fixtureCatalog).status, name).toBe(404);
    }
  });
});
