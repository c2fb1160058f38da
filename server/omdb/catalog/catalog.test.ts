import * as v from 'valibot';
import { catalog, CatalogEntrySchema, type CatalogEntry } from './index';
import episodes from './episodes.json' with { type: 'json' };
import games from './games.json' with { type: 'json' };
import movies1 from './movies-1.json' with { type: 'json' };
import movies2 from './movies-2.json' with { type: 'json' };
import movies3 from './movies-3.json' with { type: 'json' };
import series from './series.json' with { type: 'json' };

const raw: unknown[] = [...movies1, ...movies2, ...movies3, ...series, ...episodes, ...games];

const words = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Titles containing every word of the query as a whole word (case- and accent-insensitive). */
const countMatching = (query: string) => {
  const wanted = words(query);
  return catalog.filter((e) => {
    const have = new Set(words(e.Title));
    return wanted.every((w) => have.has(w));
  }).length;
};

const sentences = (s: string) => (s.match(/[.!?]+(?=\s|$)/g) ?? []).length;
const ofType = (type: CatalogEntry['Type']) => catalog.filter((e) => e.Type === type);

describe('demo catalog', () => {
  it('loads every entry and each one matches the schema', () => {
    expect(catalog).toHaveLength(raw.length);
    for (const entry of raw) {
      const result = v.safeParse(CatalogEntrySchema, entry);
      expect(result.success, JSON.stringify(result.issues?.[0])).toBe(true);
    }
  });

  it('rejects malformed entries', () => {
    const good = catalog.find((e) => e.Type === 'movie')!;
    const bad = [
      { ...good, imdbID: 'tt123' },
      { ...good, Type: 'film' },
      { ...good, Year: '1999-2003' },
      { ...good, totalSeasons: '3' },
      { ...good, imdbVotes: '1.000' },
      { ...good, Unknown: 'x' },
    ];
    for (const entry of bad) expect(v.safeParse(CatalogEntrySchema, entry).success).toBe(false);
  });

  it('names the bad entry when a data file is invalid', async () => {
    vi.resetModules();
    vi.doMock('./games.json', () => ({ default: [{ Title: 'Broken Game', imdbID: 'tt0000001' }] }));
    await expect(import('./index')).rejects.toThrow(/games\.json\[0\] tt0000001 "Broken Game"/);
    vi.doUnmock('./games.json');
    vi.resetModules();
  });

  it('has at least 230 entries with unique, well-formed ids', () => {
    expect(catalog.length).toBeGreaterThanOrEqual(230);
    const ids = catalog.map((e) => e.imdbID);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^tt\d{7,8}$/);
  });

  it('spreads over at least 40 distinct start years', () => {
    const years = new Set(catalog.map((e) => e.Year.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(40);
  });

  it('contains every OMDb type', () => {
    expect(ofType('movie').length).toBeGreaterThan(100);
    expect(ofType('game').length).toBeGreaterThanOrEqual(10);
    const shows = ofType('series');
    expect(shows.some((e) => /^\d{4}–\d{4}$/.test(e.Year))).toBe(true);
    expect(shows.some((e) => /^\d{4}–$/.test(e.Year))).toBe(true);
    expect(shows.some((e) => e.Year === '2021–')).toBe(true);
    for (const e of shows) expect(e.totalSeasons).toMatch(/^\d+$/);
  });

  it('links every episode to a series in the catalog', () => {
    const episodeList = ofType('episode');
    expect(episodeList.length).toBeGreaterThanOrEqual(5);
    const seriesIds = new Set(ofType('series').map((e) => e.imdbID));
    for (const e of episodeList) expect(seriesIds.has(e.seriesID!), e.imdbID).toBe(true);
  });

  it('has entries without a poster and entries with missing ratings', () => {
    expect(catalog.filter((e) => !e.HasPoster).length).toBeGreaterThanOrEqual(10);
    const unrated = catalog.filter((e) => e.imdbRating === 'N/A' && e.imdbVotes === 'N/A');
    expect(unrated.length).toBeGreaterThanOrEqual(3);
    expect(catalog.some((e) => e.Ratings.length === 0)).toBe(true);
    expect(catalog.some((e) => /^\d{4,}$/.test(e.imdbVotes))).toBe(true);
    expect(catalog.some((e) => e.imdbVotes.includes(','))).toBe(true);
  });

  it('has a full plot of 3 to 5 sentences and a different short plot of 1 or 2', () => {
    for (const e of catalog) {
      expect(sentences(e.Plot), `${e.imdbID} Plot`).toBeGreaterThanOrEqual(3);
      expect(sentences(e.Plot), `${e.imdbID} Plot`).toBeLessThanOrEqual(5);
      expect(sentences(e.ShortPlot), `${e.imdbID} ShortPlot`).toBeGreaterThanOrEqual(1);
      expect(sentences(e.ShortPlot), `${e.imdbID} ShortPlot`).toBeLessThanOrEqual(2);
      expect(e.ShortPlot).not.toBe(e.Plot);
    }
  });

  it.each([
    ['star', 21],
    ['batman', 21],
    ['harry potter', 11],
    ['matrix', 8],
    ['star wars', 10],
    ['lord of the rings', 5],
    ['alien', 5],
    ['godfather', 3],
    ['toy story', 4],
    ['spider-man', 8],
    ['mission: impossible', 8],
  ])('has at least %s → %i titles', (query, min) => {
    expect(countMatching(query)).toBeGreaterThanOrEqual(min);
  });

  it('matches whole words only, ignoring case and accents', () => {
    expect(countMatching('AMELIE')).toBe(1);
    expect(countMatching('leon')).toBeGreaterThanOrEqual(1);
    expect(countMatching('pokemon')).toBeGreaterThanOrEqual(2);
    // "Aliens" and "The Animatrix"-style titles must not count as whole-word hits.
    const aliens = catalog.find((e) => e.Title === 'Aliens')!;
    expect(words(aliens.Title)).not.toContain('alien');
  });

  it('includes tricky titles for testers', () => {
    const titles = catalog.map((e) => e.Title);
    expect(titles).toContain('Batman & Robin');
    expect(titles.some((t) => t.includes(':') && t.includes("'"))).toBe(true);
    expect(titles.some((t) => t.length > 70)).toBe(true);
    expect(titles.some((t) => /[^\p{ASCII}]/u.test(t))).toBe(true);
    expect(titles).toEqual(expect.arrayContaining(['Stalker', 'Solaris', 'Brother']));
    expect(titles).toContain('Moscow Does Not Believe in Tears');
  });
});
