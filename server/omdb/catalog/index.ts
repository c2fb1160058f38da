// Embedded demo catalog: OMDb detail records (plot=full) plus ShortPlot and HasPoster.
// Every entry is validated once, when this module is first imported.
import * as v from 'valibot';
import episodes from './episodes.json' with { type: 'json' };
import games from './games.json' with { type: 'json' };
import movies1 from './movies-1.json' with { type: 'json' };
import movies2 from './movies-2.json' with { type: 'json' };
import movies3 from './movies-3.json' with { type: 'json' };
import series from './series.json' with { type: 'json' };

const text = v.pipe(v.string(), v.nonEmpty());
const pattern = (re: RegExp) => v.pipe(v.string(), v.regex(re));

const RatingSchema = v.strictObject({
  Source: v.picklist(['Internet Movie Database', 'Rotten Tomatoes', 'Metacritic']),
  Value: text,
});

export const CatalogEntrySchema = v.pipe(
  v.strictObject({
    Title: text,
    Year: pattern(/^\d{4}(–(\d{4})?)?$/),
    Rated: text,
    Released: text,
    Season: v.optional(pattern(/^\d+$/)),
    Episode: v.optional(pattern(/^\d+$/)),
    Runtime: text,
    Genre: text,
    Director: text,
    Writer: text,
    Actors: text,
    Plot: text,
    ShortPlot: text,
    Language: text,
    Country: text,
    Awards: text,
    Ratings: v.array(RatingSchema),
    Metascore: pattern(/^(N\/A|\d{1,3})$/),
    imdbRating: pattern(/^(N\/A|\d{1,2}\.\d)$/),
    imdbVotes: pattern(/^(N\/A|\d{1,3}(,\d{3})*|\d+)$/),
    imdbID: pattern(/^tt\d{7,8}$/),
    seriesID: v.optional(pattern(/^tt\d{7,8}$/)),
    Type: v.picklist(['movie', 'series', 'episode', 'game']),
    totalSeasons: v.optional(pattern(/^(N\/A|\d+)$/)),
    DVD: v.optional(text),
    BoxOffice: v.optional(text),
    Production: v.optional(text),
    Website: v.optional(text),
    HasPoster: v.boolean(),
  }),
  v.check(
    (e) => (e.Type === 'series') === (e.totalSeasons !== undefined),
    'totalSeasons is required for series and only for series',
  ),
  v.check(
    (e) =>
      (e.Type === 'episode') ===
      (e.Season !== undefined && e.Episode !== undefined && e.seriesID !== undefined),
    'Season, Episode and seriesID are required for episodes and only for episodes',
  ),
);

export type CatalogEntry = v.InferOutput<typeof CatalogEntrySchema>;

const sources: Record<string, readonly unknown[]> = {
  'movies-1.json': movies1,
  'movies-2.json': movies2,
  'movies-3.json': movies3,
  'series.json': series,
  'episodes.json': episodes,
  'games.json': games,
};

function load(): CatalogEntry[] {
  const entries: CatalogEntry[] = [];
  for (const [file, list] of Object.entries(sources)) {
    list.forEach((raw, index) => {
      const result = v.safeParse(CatalogEntrySchema, raw);
      if (!result.success) {
        const record = (raw ?? {}) as { imdbID?: unknown; Title?: unknown };
        const name = `${String(record.imdbID ?? '?')} "${String(record.Title ?? '?')}"`;
        throw new Error(
          `Invalid demo catalog entry ${file}[${index}] ${name}: ${v.summarize(result.issues)}`,
        );
      }
      entries.push(result.output);
    });
  }
  return entries;
}

export const catalog: readonly CatalogEntry[] = Object.freeze(load());
