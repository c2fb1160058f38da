import type { CatalogEntry } from '../omdb/catalog/index.ts';

type Basics = Pick<CatalogEntry, 'Title' | 'Year' | 'imdbID'> & Partial<CatalogEntry>;

/** A full catalog record with plausible defaults; tests name only what they care about. */
export function entry(basics: Basics): CatalogEntry {
  return {
    Rated: 'PG-13',
    Released: '01 Jan 2000',
    Runtime: '120 min',
    Genre: 'Drama',
    Director: 'Some Director',
    Writer: 'Some Writer',
    Actors: 'Actor One, Actor Two',
    Plot: `The full plot of ${basics.Title}, several sentences long.`,
    ShortPlot: `Short plot of ${basics.Title}.`,
    Language: 'English',
    Country: 'United States',
    Awards: 'N/A',
    Ratings: [{ Source: 'Internet Movie Database', Value: '7.5/10' }],
    Metascore: '70',
    imdbRating: '7.5',
    imdbVotes: '1,000',
    Type: 'movie',
    HasPoster: true,
    ...basics,
  };
}

export const starWars = entry({
  Title: 'Star Wars: Episode IV - A New Hope',
  Year: '1977',
  imdbID: 'tt0076759',
});
export const empire = entry({
  Title: 'Star Wars: Episode V - The Empire Strikes Back',
  Year: '1980',
  imdbID: 'tt0080684',
});
export const nextGeneration = entry({
  Title: 'Star Trek: The Next Generation',
  Year: '1987–1994',
  imdbID: 'tt0092455',
  Type: 'series',
  totalSeasons: '7',
});
export const farpoint = entry({
  Title: 'Encounter at Farpoint',
  Year: '1987',
  imdbID: 'tt0708758',
  Type: 'episode',
  Season: '1',
  Episode: '1',
  seriesID: 'tt0092455',
});
export const battlefront = entry({
  Title: 'Star Wars: Battlefront',
  Year: '2004',
  imdbID: 'tt0400000',
  Type: 'game',
});
export const amelie = entry({
  Title: 'Amélie',
  Year: '2001',
  imdbID: 'tt0211915',
  HasPoster: false,
});
export const castle = entry({
  Title: 'Castle',
  Year: '2009–2016',
  imdbID: 'tt1219024',
  Type: 'series',
});
export const castAway = entry({ Title: 'Cast Away', Year: '2000', imdbID: 'tt0162222' });
export const fastFurious = entry({ Title: 'Fast & Furious', Year: '2009', imdbID: 'tt1013752' });
export const schindler = entry({ Title: "Schindler's List", Year: '1993', imdbID: 'tt0108052' });
export const spiderMan = entry({ Title: 'Spider-Man', Year: '2002', imdbID: 'tt0145487' });
export const dune1984 = entry({
  Title: 'Dune',
  Year: '1984',
  imdbID: 'tt0087182',
  imdbVotes: '150,000',
});
export const dune2021 = entry({
  Title: 'Dune',
  Year: '2021',
  imdbID: 'tt1160419',
  imdbVotes: '900,000',
});
export const xml = entry({
  Title: 'Tom & Jerry <Live> "Quoted"',
  Year: '2021',
  imdbID: 'tt1361336',
});

export const fixtureCatalog: readonly CatalogEntry[] = [
  starWars,
  empire,
  nextGeneration,
  farpoint,
  battlefront,
  amelie,
  castle,
  castAway,
  fastFurious,
  schindler,
  spiderMan,
  dune1984,
  dune2021,
  xml,
];

/** `count` movies titled "{word} {n}", one a year from 1950, with eight-digit ids. */
export function manyTitled(word: string, count: number): CatalogEntry[] {
  return Array.from({ length: count }, (_, n) =>
    entry({
      Title: `${word} ${n + 1}`,
      Year: String(1950 + n),
      imdbID: `tt${String(90_000_000 + n)}`,
    }),
  );
}
