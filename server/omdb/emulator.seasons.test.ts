import { answerOmdb } from './emulator.ts';
import { seasonsCatalog } from './catalog/seasons.ts';

const GOT = 'tt0944947';
const ask = (query: Record<string, string>) => answerOmdb(new URLSearchParams(query));
const error = (message: string) => ({ status: 200, body: { Response: 'False', Error: message } });

describe('answerOmdb seasons (Season, Episode)', () => {
  it("answers a season with OMDb's fields, all strings, in OMDb's order", () => {
    const { status, body } = ask({ i: GOT, Season: '7', apikey: 'x' });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['Title', 'Season', 'totalSeasons', 'Episodes', 'Response']);
    expect(body).toMatchObject({ Title: 'Game of Thrones', Season: '7', totalSeasons: '8' });
    const episodes = body.Episodes as Record<string, string>[];
    expect(episodes).toHaveLength(7);
    expect(Object.keys(episodes[0]!)).toEqual([
      'Title',
      'Released',
      'Episode',
      'imdbRating',
      'imdbID',
    ]);
    expect(episodes[0]).toMatchObject({ Title: 'Dragonstone', Released: '2017-07-16' });
    for (const episode of episodes)
      for (const value of Object.values(episode)) expect(typeof value).toBe('string');
  });

  it('reads Season and Episode in any case, by title too, and ignores Episode alone', () => {
    const season = ask({ i: GOT, Season: '2' }).body;
    expect(ask({ i: GOT.toUpperCase(), season: '2' }).body).toEqual(season);
    expect(ask({ t: 'game of thrones', SEASON: '2' }).body).toEqual(season);
    expect(ask({ i: GOT, Episode: '3' }).body).toMatchObject({ Type: 'series', imdbID: GOT });
  });

  it("answers an episode with the catalog's full record when it has one", () => {
    const { body } = ask({ i: GOT, Season: '1', Episode: '1' });
    expect(body).toMatchObject({ Title: 'Winter Is Coming', Type: 'episode', seriesID: GOT });
    expect(body.Director).not.toBe('N/A');
  });

  it('builds any other episode from its season line, every unsourced field "N/A"', () => {
    const { body } = ask({ i: GOT, Season: '8', Episode: '3' });
    const line = seasonsCatalog.get(GOT)!.seasons[7]!.Episodes[2]!;
    expect(body).toMatchObject({
      Title: line.Title,
      Year: '2019',
      Released: '28 Apr 2019',
      Season: '8',
      Episode: '3',
      imdbID: line.imdbID,
      seriesID: GOT,
      Type: 'episode',
      Plot: 'N/A',
      imdbRating: 'N/A',
      Ratings: [],
      Response: 'True',
    });
    expect(Object.keys(body).at(-1)).toBe('Response');
  });

  it('answers "Series or season not found!" for a season that does not exist', () => {
    for (const Season of ['0', '9', '99', 'one', '-1', '1.5'])
      expect(ask({ i: GOT, Season }), Season).toEqual(error('Series or season not found!'));
    // A series the catalog has no seasons for, a film, an unknown id and an unknown title.
    const queries: Record<string, string>[] = [
      { i: 'tt0108778' },
      { i: 'tt0133093' },
      { i: 'tt9999999' },
      { t: 'zz' },
    ];
    for (const query of queries)
      expect(ask({ ...query, Season: '1' })).toEqual(error('Series or season not found!'));
  });

  it('answers "Series or episode not found!" for an episode that does not exist', () => {
    for (const [Season, Episode] of [
      ['1', '11'],
      ['8', '7'],
      ['9', '1'],
      ['1', '0'],
      ['1', 'x'],
    ])
      expect(ask({ i: GOT, Season, Episode })).toEqual(error('Series or episode not found!'));
    expect(ask({ i: 'tt0133093', Season: '1', Episode: '1' })).toEqual(
      error('Series or episode not found!'),
    );
  });

  it('keeps "Incorrect IMDb ID." for a malformed id', () => {
    expect(ask({ i: 'tt12', Season: '1' })).toEqual(error('Incorrect IMDb ID.'));
  });
});
