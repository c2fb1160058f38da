import { http, HttpResponse } from 'msw';
import { makeTestClient } from '../test/renderWithProviders';
import { OMDB_URL } from '../test/msw/handlers';
import { server } from '../test/msw/server';
import { text } from '../shared/text';
import { MAX_SEASON_EPISODES } from './seasonSchema';

const GOT = 'tt0944947';

function answer(body: Parameters<typeof HttpResponse.json>[0], status = 200) {
  server.use(http.get(OMDB_URL, () => HttpResponse.json(body, { status })));
}

function captureRequests() {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    urls.push(new URL(request.url));
  });
  return urls;
}

const line = (Episode: string, rest: Record<string, unknown> = {}) => ({
  Title: `Episode ${Episode}`,
  Released: '2011-04-17',
  Episode,
  imdbRating: '8.1',
  imdbID: `tt10000${Episode.padStart(2, '0')}`,
  ...rest,
});

describe('omdbClient.season (through the demo emulator)', () => {
  it('asks for the series and the season with the key, and maps the answer', async () => {
    const urls = captureRequests();
    const season = await makeTestClient().season(GOT, 7);
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      apikey: 'test-key',
      i: GOT,
      Season: '7',
    });
    expect(season).toMatchObject({ seriesTitle: 'Game of Thrones', season: 7, totalSeasons: 8 });
    expect(season!.episodes.map((episode) => episode.episode)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(season!.episodes[0]).toEqual({
      episode: 1,
      title: 'Dragonstone',
      released: '2017-07-16',
      imdbRating: null,
      imdbID: expect.stringMatching(/^tt\d{7,8}$/),
    });
  });

  it('gives null for a season OMDb does not have, and asks only once', async () => {
    const urls = captureRequests();
    const client = makeTestClient();
    expect(await client.season(GOT, 9)).toBeNull();
    expect(await client.season(GOT, 9)).toBeNull();
    expect(urls).toHaveLength(1);
  });
});

describe('omdbClient.season facing odd answers', () => {
  it('sorts episodes out of order, keeps each number once, drops lines without a number', async () => {
    answer({
      Title: 'Show',
      Season: '2',
      totalSeasons: '3',
      Response: 'True',
      Episodes: [
        line('3'),
        line('1'),
        line('1', { Title: 'A repeat' }),
        { Title: 'No number' },
        line('x'),
        'not an episode',
        null,
        line('2'),
      ],
    });
    const season = await makeTestClient().season('tt1000000', 2);
    expect(season!.episodes.map((episode) => [episode.episode, episode.title])).toEqual([
      [1, 'Episode 1'],
      [2, 'Episode 2'],
      [3, 'Episode 3'],
    ]);
  });

  it('reads "N/A", missing and odd fields as unknown, never as numbers or dates', async () => {
    answer({
      Response: 'True',
      Episodes: [
        { Episode: '1' },
        line('2', { Title: 'N/A', Released: 'N/A', imdbRating: 'N/A', imdbID: 'N/A' }),
        line('3', { Released: '2019-02-30', imdbRating: '11.5', imdbID: 'nm0000001' }),
        line('4', { imdbRating: '7', imdbID: 'TT0000004' }),
      ],
    });
    const season = await makeTestClient().season('tt1000000', 4);
    expect(season).toEqual({
      seriesTitle: null,
      season: 4,
      totalSeasons: null,
      episodes: [
        { episode: 1, title: null, released: null, imdbRating: null, imdbID: null },
        { episode: 2, title: null, released: null, imdbRating: null, imdbID: null },
        { episode: 3, title: 'Episode 3', released: null, imdbRating: null, imdbID: null },
        {
          episode: 4,
          title: 'Episode 4',
          released: '2011-04-17',
          imdbRating: 7,
          imdbID: 'tt0000004',
        },
      ],
    });
  });

  it('takes an answer without Episodes as an empty season', async () => {
    answer({ Title: 'Show', Season: '1', Response: 'True' });
    expect((await makeTestClient().season('tt1000000', 1))!.episodes).toEqual([]);
  });

  it('refuses an absurdly long season as not OMDb, and asks again next time', async () => {
    const urls = captureRequests();
    const episodes = Array.from({ length: MAX_SEASON_EPISODES + 1 }, (_, n) => line(String(n + 1)));
    answer({ Response: 'True', Episodes: episodes });
    const client = makeTestClient();
    await expect(client.season('tt1000000', 1)).rejects.toThrow(text.errors.badResponse);
    answer({ Response: 'True', Episodes: episodes.slice(0, MAX_SEASON_EPISODES) });
    expect((await client.season('tt1000000', 1))!.episodes).toHaveLength(MAX_SEASON_EPISODES);
    expect(urls).toHaveLength(2);
  });

  it("refuses a body that is not OMDb's, and says OMDb's other failures", async () => {
    for (const body of [[], { Response: 'True', Episodes: 'many' }, { Episodes: [] }]) {
      answer(body);
      await expect(makeTestClient().season('tt1000000', 1)).rejects.toThrow(
        text.errors.badResponse,
      );
    }
    answer({ Response: 'False', Error: 'Error getting data.' });
    await expect(makeTestClient().season('tt1000000', 1)).rejects.toThrow('Error getting data.');
    answer({ Response: 'False', Error: 'Request limit reached!' }, 401);
    await expect(makeTestClient().season('tt1000000', 1)).rejects.toThrow(text.errors.dailyLimit);
  });
});
