import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { catalog } from './index';
import { seasonsCatalog, SeriesSeasonsSchema } from './seasons';
import gameOfThrones from './seasons/game-of-thrones.json' with { type: 'json' };

/** The table in SOURCES.md: what each sourced series must hold, season by season. */
function sourcedTotals(): Map<string, { seasons: number; perSeason: number[] }> {
  const text = readFileSync(new URL('./SOURCES.md', import.meta.url), 'utf8');
  const rows = text.split('\n').filter((line) => /^\| .+ \| tt\d+ +\|/.test(line));
  return new Map(
    rows.map((row) => {
      const [, id, seasons, perSeason] = row
        .split('|')
        .map((cell) => cell.trim())
        .slice(1);
      return [id!, { seasons: Number(seasons), perSeason: perSeason!.split(',').map(Number) }];
    }),
  );
}

const totals = sourcedTotals();

describe('demo catalog seasons', () => {
  it('names a source for every series with seasons, and has seasons for every sourced one', () => {
    expect(totals.size).toBeGreaterThanOrEqual(1);
    expect([...seasonsCatalog.keys()].sort()).toEqual([...totals.keys()].sort());
  });

  it.each([...totals])('%s holds every season and episode its source gives', (id, expected) => {
    const series = catalog.find((entry) => entry.imdbID === id);
    expect(series?.Type).toBe('series');
    const { seasons } = seasonsCatalog.get(id)!;
    expect(String(seasons.length)).toBe(series!.totalSeasons);
    expect(seasons.length).toBe(expected.seasons);
    expect(seasons.map((season) => season.Episodes.length)).toEqual(expected.perSeason);
    for (const season of seasons) {
      // Complete: numbered 1…n with none missing, as the source lists them.
      const numbers = season.Episodes.map((episode) => Number(episode.Episode));
      expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    }
  });

  it('gives every episode one IMDb id, used nowhere else in the catalog', () => {
    const ids = [...seasonsCatalog.values()].flatMap((file) =>
      file.seasons.flatMap((season) => season.Episodes.map((episode) => episode.imdbID)),
    );
    expect(new Set(ids).size).toBe(ids.length);
    const others = catalog.filter((entry) => entry.Type !== 'episode').map((e) => e.imdbID);
    for (const id of others) expect(ids).not.toContain(id);
  });

  it("agrees with the catalog's own episode records", () => {
    const records = catalog.filter((entry) => seasonsCatalog.has(entry.seriesID ?? ''));
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      const season = seasonsCatalog.get(record.seriesID!)!.seasons[Number(record.Season) - 1];
      const line = season?.Episodes.find((episode) => episode.Episode === record.Episode);
      expect(line, record.imdbID).toMatchObject({ imdbID: record.imdbID, Title: record.Title });
    }
  });

  it('refuses a file with a gap, an episode out of order or an unknown field', () => {
    const good = gameOfThrones as v.InferInput<typeof SeriesSeasonsSchema>;
    const [first, second] = good.seasons;
    const bad = [
      { ...good, seasons: [second] },
      { ...good, seasons: [{ ...first, Episodes: [...first!.Episodes].reverse() }] },
      { ...good, seasons: [{ ...first, Episodes: [{ ...first!.Episodes[0], Plot: 'x' }] }] },
      { ...good, seasons: [{ ...first, Episodes: [{ ...first!.Episodes[0], imdbID: 'tt1' }] }] },
    ];
    for (const file of bad) expect(v.safeParse(SeriesSeasonsSchema, file).success).toBe(false);
    expect(v.safeParse(SeriesSeasonsSchema, good).success).toBe(true);
  });
});
