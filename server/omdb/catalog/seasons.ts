// The demo catalog's seasons: one file per series in seasons/, each episode as OMDb lists it in a
// season answer. Where every fact comes from is in SOURCES.md; each file is validated on import.
import * as v from 'valibot';
import blackMirror from './seasons/black-mirror.json' with { type: 'json' };
import breakingBad from './seasons/breaking-bad.json' with { type: 'json' };
import chernobyl from './seasons/chernobyl.json' with { type: 'json' };
import gameOfThrones from './seasons/game-of-thrones.json' with { type: 'json' };
import severance from './seasons/severance.json' with { type: 'json' };
import sherlock from './seasons/sherlock.json' with { type: 'json' };
import strangerThings from './seasons/stranger-things.json' with { type: 'json' };
import theMandalorian from './seasons/the-mandalorian.json' with { type: 'json' };

const number = v.pipe(v.string(), v.regex(/^[1-9]\d*$/));
const imdbId = v.pipe(v.string(), v.regex(/^tt\d{7,8}$/));

/** One line of a season answer, fields in OMDb's order; "N/A" where no source gives the fact. */
export const SeasonEpisodeSchema = v.strictObject({
  Title: v.pipe(v.string(), v.nonEmpty()),
  Released: v.pipe(v.string(), v.regex(/^(N\/A|\d{4}-\d{2}-\d{2})$/)),
  Episode: number,
  imdbRating: v.pipe(v.string(), v.regex(/^(N\/A|\d{1,2}\.\d)$/)),
  imdbID: imdbId,
});

export const SeriesSeasonsSchema = v.pipe(
  v.strictObject({
    seriesID: imdbId,
    seasons: v.array(v.strictObject({ Season: number, Episodes: v.array(SeasonEpisodeSchema) })),
  }),
  v.check(
    (file) => file.seasons.every((season, index) => Number(season.Season) === index + 1),
    'seasons are listed 1, 2, 3… with none missing',
  ),
  v.check(
    (file) =>
      file.seasons.every((season) =>
        season.Episodes.every((episode, index, all) =>
          index === 0 ? true : Number(episode.Episode) > Number(all[index - 1]!.Episode),
        ),
      ),
    'episodes are listed in order, each number once',
  ),
);

export type SeasonEpisode = v.InferOutput<typeof SeasonEpisodeSchema>;
export type SeriesSeasons = v.InferOutput<typeof SeriesSeasonsSchema>;
/** A series' seasons by its IMDb id (lower case). */
export type SeasonsCatalog = ReadonlyMap<string, SeriesSeasons>;

const files: Record<string, unknown> = {
  'black-mirror.json': blackMirror,
  'breaking-bad.json': breakingBad,
  'chernobyl.json': chernobyl,
  'game-of-thrones.json': gameOfThrones,
  'severance.json': severance,
  'sherlock.json': sherlock,
  'stranger-things.json': strangerThings,
  'the-mandalorian.json': theMandalorian,
};

function load(): SeasonsCatalog {
  const bySeries = new Map<string, SeriesSeasons>();
  for (const [file, raw] of Object.entries(files)) {
    const result = v.safeParse(SeriesSeasonsSchema, raw);
    if (!result.success)
      throw new Error(`Invalid demo seasons file ${file}: ${v.summarize(result.issues)}`);
    bySeries.set(result.output.seriesID, result.output);
  }
  return bySeries;
}

export const seasonsCatalog: SeasonsCatalog = load();
