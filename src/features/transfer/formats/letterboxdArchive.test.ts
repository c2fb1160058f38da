import { strToU8, zipSync, type Zippable } from 'fflate';
import { filmFileOf, readLetterboxdArchive } from './letterboxdArchive';

const MB = 1024 * 1024;
const zip = (files: Zippable, level: 0 | 6 = 6) => zipSync(files, { level });
// Copied into this realm's Uint8Array: jsdom's TextEncoder gives Node's, and fflate tells a file
// from a folder by `instanceof`.
const bytes = (text: string) => new Uint8Array(strToU8(text));
const csv = (...lines: string[]) => bytes(lines.join('\n'));

describe("Letterboxd's export archive", () => {
  it.each([
    ['watched.csv', 'watched.csv'],
    ['likes/films.csv', 'likes/films.csv'],
    ['letterboxd-me-2026-11-29-10-00-utc/diary.csv', 'diary.csv'],
    ['letterboxd-me-2026-11-29-10-00-utc/likes/films.csv', 'likes/films.csv'],
    ['deleted/diary.csv', null],
    ['orphaned/ratings.csv', null],
    ['lists/favourites.csv', null],
    ['likes/lists.csv', null],
    ['profile.csv', null],
    ['a/b/watched.csv', null],
  ])('names %j as %j', (path, name) => {
    expect(filmFileOf(path)).toBe(name);
  });

  it('takes out its film files, deflated or stored, and leaves the rest', async () => {
    for (const level of [0, 6] as const) {
      const archive = zip(
        {
          'profile.csv': csv('Date Joined,Username', '2020-01-01,me'),
          'watched.csv': csv('Date,Name,Year,Letterboxd URI', '2023-05-14,Сталкер,1979,u'),
          'deleted/watched.csv': csv('Date,Name,Year,Letterboxd URI', '2023-05-14,Gone,1999,u'),
          likes: { 'films.csv': csv('Date,Name,Year,Letterboxd URI', '2023-05-14,Alien,1979,u') },
        },
        level,
      );
      const read = await readLetterboxdArchive(archive, MB);
      expect(read).toEqual({
        ok: true,
        members: [
          { name: 'watched.csv', text: 'Date,Name,Year,Letterboxd URI\n2023-05-14,Сталкер,1979,u' },
          {
            name: 'likes/films.csv',
            text: 'Date,Name,Year,Letterboxd URI\n2023-05-14,Alien,1979,u',
          },
        ],
      });
    }
  });

  it('stops inflating past the limit, whatever the headers claim', async () => {
    // 4 MiB of zeros deflate to a few kilobytes.
    const archive = zip({ 'watched.csv': new Uint8Array(4 * MB) });
    expect(archive.length).toBeLessThan(64 * 1024);
    expect(await readLetterboxdArchive(archive, MB)).toEqual({ ok: false, reason: 'too-large' });
    expect((await readLetterboxdArchive(archive, 5 * MB)).ok).toBe(true);
  });

  it('tells a cut, a foreign and an unrelated archive apart', async () => {
    const archive = zip({
      'watched.csv': csv('Date,Name,Year,Letterboxd URI', '2023-05-14,A,1999,u'),
    });
    expect(await readLetterboxdArchive(archive.subarray(0, 40), MB)).toEqual({
      ok: false,
      reason: 'not-a-zip',
    });
    expect(await readLetterboxdArchive(bytes('Date,Name\n'), MB)).toEqual({
      ok: false,
      reason: 'not-a-zip',
    });
    expect(await readLetterboxdArchive(zip({ 'notes.txt': bytes('hi') }), MB)).toEqual({
      ok: false,
      reason: 'no-film-files',
    });
  });

  it('stops when the import is cancelled', async () => {
    const archive = zip({ 'watched.csv': csv('Date,Name,Year,Letterboxd URI') });
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(readLetterboxdArchive(archive, MB, controller.signal)).rejects.toThrow(
      'cancelled',
    );
  });
});
