import type { CatalogEntry } from './catalog/index.ts';
import type { SeasonEpisode, SeasonsCatalog } from './catalog/seasons.ts';
import { detailBody } from './lookup.ts';
import { OMDB_ERRORS, omdbError, type OmdbAnswer } from './messages.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WHOLE_NUMBER = /^\s*\d+\s*$/;

/**
 * `Season` and `Episode` as OMDb reads them: the name in any case (its own docs write `Season`,
 * its users often `season`), the value a whole number. Anything else is no season at all.
 */
export function numberParam(params: URLSearchParams, name: string): number | null | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of params) {
    if (key.toLowerCase() !== wanted || value.trim() === '') continue;
    return WHOLE_NUMBER.test(value) ? Number(value) : null;
  }
  return undefined;
}

/** "2011-04-17" as a detail record writes it: "17 Apr 2011". */
function detailDate(released: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(released);
  return match ? `${match[3]} ${MONTHS[Number(match[2]) - 1]} ${match[1]}` : 'N/A';
}

/**
 * An episode's detail record built from its season line: what the sources give, "N/A" for every
 * fact they do not (OMDb's own word for a missing field), in OMDb's field order.
 */
function episodeDetail(
  series: CatalogEntry,
  season: number,
  line: SeasonEpisode,
): Record<string, unknown> {
  const rated = line.imdbRating !== 'N/A';
  return {
    Title: line.Title,
    Year: line.Released === 'N/A' ? 'N/A' : line.Released.slice(0, 4),
    Rated: 'N/A',
    Released: detailDate(line.Released),
    Season: String(season),
    Episode: line.Episode,
    Runtime: 'N/A',
    Genre: series.Genre,
    Director: 'N/A',
    Writer: 'N/A',
    Actors: 'N/A',
    Plot: 'N/A',
    Language: 'N/A',
    Country: 'N/A',
    Awards: 'N/A',
    Poster: 'N/A',
    Ratings: rated ? [{ Source: 'Internet Movie Database', Value: `${line.imdbRating}/10` }] : [],
    Metascore: 'N/A',
    imdbRating: line.imdbRating,
    imdbVotes: 'N/A',
    imdbID: line.imdbID,
    seriesID: series.imdbID,
    Type: 'episode',
    Response: 'True',
  };
}

/**
 * `Season=N` (and `Episode=M`) on a series found by `i` or `t`. A season answer lists the season
 * as OMDb does; with `Episode`, the episode's own record (the catalog's full one when it has it).
 * A series without seasons here, a season or an episode it does not have, and any title that is
 * not a series are OMDb's "not found" for seasons or for episodes.
 */
export function answerSeason(
  series: CatalogEntry,
  params: URLSearchParams,
  catalog: readonly CatalogEntry[],
  seasons: SeasonsCatalog,
): OmdbAnswer {
  const seasonNumber = numberParam(params, 'Season');
  const episodeNumber = numberParam(params, 'Episode');
  const wantsEpisode = episodeNumber !== undefined;
  const notFound = omdbError(
    wantsEpisode ? OMDB_ERRORS.episodeNotFound : OMDB_ERRORS.seasonNotFound,
  );
  const known = series.Type === 'series' ? seasons.get(series.imdbID.toLowerCase()) : undefined;
  const season = seasonNumber ? known?.seasons[seasonNumber - 1] : undefined;
  if (!season) return notFound;
  if (!wantsEpisode) {
    return {
      status: 200,
      body: {
        Title: series.Title,
        Season: season.Season,
        totalSeasons: series.totalSeasons,
        Episodes: season.Episodes,
        Response: 'True',
      },
    };
  }
  const line = season.Episodes.find((episode) => Number(episode.Episode) === episodeNumber);
  if (!line) return notFound;
  const full = catalog.find((entry) => entry.imdbID === line.imdbID);
  return {
    status: 200,
    body: full ? detailBody(full, params.get('plot')) : episodeDetail(series, seasonNumber!, line),
  };
}
