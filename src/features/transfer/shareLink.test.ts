import fc from 'fast-check';
import {
  MAX_SHARE_IDS,
  decodeShare,
  decodeShareIds,
  encodeShareIds,
  readShareFragment,
  shareUrl,
} from './shareLink';
import { imdbId } from '../../test/factories';
import { propertyRuns, propertyTest } from '../../test/propertyRuns';

/** Distinct ids spread like real ones over tt0000001…tt35000000, the same for the same seed. */
function randomIds(count: number, seed: number): string[] {
  const numbers = fc.uniqueArray(fc.integer({ min: 1, max: 35_000_000 }), {
    minLength: count,
    maxLength: count,
  });
  return fc.sample(numbers, { seed, numRuns: 1 })[0].map((n) => imdbId(n));
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A payload written bit by bit, to forge headers and streams the encoder never makes. */
function forged(bits: string, version = '1'): string {
  const padded = bits.padEnd(Math.ceil(bits.length / 6) * 6, '0');
  const chars = padded.match(/.{6}/g) ?? [];
  return version + chars.map((sextet) => BASE64URL[parseInt(sextet, 2)]).join('');
}

const binary = (value: number, width: number) => value.toString(2).padStart(width, '0');
const header = (count: number, k: number) => binary(count, 11) + binary(k, 5);
const roundTrip = (ids: readonly string[]) => decodeShareIds(encodeShareIds(ids));
const expected = (ids: readonly string[]) => [...new Set(ids.map((id) => id.toLowerCase()))].sort();

describe('encodeShareIds and decodeShareIds', () => {
  it.each([
    ['no ids', []],
    ['one id', ['tt0133093']],
    ['7- and 8-digit ids', ['tt0133093', 'tt10872600', 'tt0000001', 'tt99999999', 'tt0000000']],
    ['an 8-digit id with a leading zero next to its 7-digit twin', ['tt01234567', 'tt1234567']],
    ['the largest non-canonical id', ['tt09999999', 'tt00000000']],
    ['neighbouring ids', ['tt0000001', 'tt0000002', 'tt0000003', 'tt0000005']],
  ])('gives back %s', (_, ids) => {
    expect(roundTrip(ids)).toEqual(expected(ids));
  });

  it('compares ids case-insensitively and returns them with lower-case "tt"', () => {
    expect(roundTrip(['TT0133093', 'Tt0133093', 'tT10872600'])).toEqual([
      'tt0133093',
      'tt10872600',
    ]);
  });

  it('collapses duplicates and forgets the order', () => {
    expect(roundTrip(['tt2000000', 'tt1000000', 'tt2000000'])).toEqual(['tt1000000', 'tt2000000']);
  });

  it('gives back 2000 random ids', () => {
    const ids = randomIds(MAX_SHARE_IDS, 7);
    expect(roundTrip(ids)).toEqual(expected(ids));
  });

  it('writes a URL-safe payload: the checked version, its checksum, then the format version', () => {
    expect(encodeShareIds(randomIds(300, 3))).toMatch(/^3[A-Za-z0-9_-]{3}1[A-Za-z0-9_-]+$/);
  });

  it('keeps 1000 realistic ids within 3400 characters', () => {
    expect(encodeShareIds(randomIds(1000, 11)).length).toBeLessThanOrEqual(3400);
  });

  it('refuses a string that is not an IMDb id', () => {
    for (const bad of ['tt123456', 'tt123456789', 'nm0000206', ' tt0133093', 'tt013309a', '']) {
      expect(() => encodeShareIds([bad])).toThrow(Error);
    }
  });

  it('refuses more than MAX_SHARE_IDS distinct ids but counts duplicates once', () => {
    const ids = randomIds(MAX_SHARE_IDS + 1, 5);
    expect(() => encodeShareIds(ids)).toThrow(Error);
    expect(() => encodeShareIds([...ids.slice(1), ids[2]])).not.toThrow();
  });
});

describe('decodeShareIds on broken payloads', () => {
  const three = encodeShareIds(['tt0133093', 'tt0111161', 'tt10872600']);

  it('reads the forged payloads below when they are well formed', () => {
    expect(decodeShareIds(forged(header(0, 0)))).toEqual([]);
    expect(decodeShareIds(forged(header(1, 26) + '10' + binary(42_891_135, 26)))).toEqual([
      'tt09999999',
    ]);
  });

  it.each([
    ['an empty string', ''],
    ['a version alone', '1'],
    ['another version', `4${three.slice(1)}`],
    ['a checked link inside a checked link', `3${three.slice(1, 4)}${three}`],
    ['a checksum changed', `3${three[1] === 'A' ? 'B' : 'A'}${three.slice(2)}`],
    ['no version', three.slice(1)],
    ['a truncated header', forged(header(0, 0)).slice(0, 2)],
    ['standard base64 characters', `${three.slice(0, -1)}+`],
    ['a slash', `${three.slice(0, -1)}/`],
    ['"=" padding', `${three}=`],
    ['a space', ` ${three}`],
    ['a Cyrillic letter', `${three.slice(0, -1)}ё`],
    ['an emoji', `${three}😀`],
    ['a percent escape', `${three.slice(0, -1)}%41`],
    ['the last character cut off', three.slice(0, -1)],
    ['half the stream cut off', three.slice(0, Math.ceil(three.length / 2))],
    ['a character too many', `${three}A`],
    ['set padding bits', forged(`${header(0, 0)}01`)],
    ['more ids promised than written', forged(header(3, 0) + '00')],
    ['a count above the limit', forged(header(MAX_SHARE_IDS + 1, 0) + '0'.repeat(2001))],
    ['the largest count', forged(header(2047, 0))],
    ['a Rice parameter too large', forged(header(1, 27) + '0'.repeat(28))],
    ['the largest Rice parameter field', forged(header(1, 31) + '0'.repeat(32))],
    ['an id just past the range', forged(header(1, 26) + '10' + binary(42_891_136, 26))],
    ['a quotient past the range', forged(header(1, 26) + '110' + '0'.repeat(26))],
    [
      'a second id past the range',
      forged(`${header(2, 26)}10${binary(42_891_135, 26)}0`.padEnd(71, '0')),
    ],
  ])('returns null for %s', (_, payload) => {
    expect(decodeShareIds(payload)).toBeNull();
  });
});

const idArbitrary = fc
  .tuple(
    fc.constantFrom('tt', 'TT', 'Tt', 'tT'),
    fc.oneof(
      fc.integer({ min: 0, max: 9_999_999 }).map((n) => String(n).padStart(7, '0')),
      fc.integer({ min: 10_000_000, max: 99_999_999 }).map(String),
      fc.integer({ min: 0, max: 9_999_999 }).map((n) => String(n).padStart(8, '0')),
      // A narrow window, so that neighbours and duplicates are common.
      fc.integer({ min: 133_000, max: 133_200 }).map((n) => String(n).padStart(7, '0')),
    ),
  )
  .map(([prefix, digits]) => prefix + digits);

describe('share payload properties', () => {
  it('decodes what it encodes for any set of at most MAX_SHARE_IDS ids', propertyTest, () => {
    const lists = fc.oneof(
      fc.array(idArbitrary, { maxLength: 20 }),
      fc.array(idArbitrary, { maxLength: MAX_SHARE_IDS, size: 'max' }),
    );
    fc.assert(
      fc.property(lists, (ids) => {
        expect(roundTrip(ids)).toEqual(expected(ids));
      }),
      { numRuns: propertyRuns({ quick: 200, full: 500 }) },
    );
  });

  it('never throws, whatever the payload', propertyTest, () => {
    const alphabet = fc.constantFrom(...BASE64URL);
    const payloads = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: alphabet }).map((rest) => `1${rest}`),
      fc
        .tuple(fc.array(idArbitrary, { maxLength: 50 }), fc.nat(), alphabet)
        .map(([ids, at, char]) => {
          const valid = encodeShareIds(ids);
          const index = at % valid.length;
          return valid.slice(0, index) + char + valid.slice(index + 1);
        }),
    );
    fc.assert(
      fc.property(payloads, (payload) => {
        const ids = decodeShareIds(payload);
        expect(ids === null || Array.isArray(ids)).toBe(true);
      }),
      { numRuns: propertyRuns({ quick: 500, full: 1000 }) },
    );
  });
});

describe('shareUrl and readShareFragment', () => {
  it('puts the payload in the fragment of the favorites page and reads it back', () => {
    const url = new URL(shareUrl('https://filmoteka.example', ['tt0133093', 'tt10872600']));
    expect(`${url.origin}${url.pathname}`).toBe('https://filmoteka.example/favorites');
    expect(url.search).toBe('');
    expect(readShareFragment(url.hash)).toEqual({ ids: ['tt0133093', 'tt10872600'] });
  });

  it('reads a fragment with or without "#" and among other parameters', () => {
    const payload = encodeShareIds(['tt0133093']);
    expect(readShareFragment(`share=${payload}`)).toEqual({ ids: ['tt0133093'] });
    expect(readShareFragment(`#from=tv&share=${payload}`)).toEqual({ ids: ['tt0133093'] });
  });

  it('carries a shelf after the list, and a plain link stays as it always was', () => {
    const plain = shareUrl('https://filmoteka.example', ['tt0133093']);
    expect(plain).toBe(
      `https://filmoteka.example/favorites#share=${encodeShareIds(['tt0133093'])}`,
    );
    const url = new URL(
      shareUrl('https://filmoteka.example', ['tt0133093'], { tt0133093: 9 }, 'want'),
    );
    expect(url.hash).toMatch(/^#share=[\w-]+&shelf=want$/);
    expect(readShareFragment(url.hash)).toEqual({
      ids: ['tt0133093'],
      ratings: { tt0133093: 9 },
      shelf: 'want',
    });
  });

  it.each(['later', '', 'WANT'])('reports a shelf it does not know (%j) as broken', (shelf) => {
    const payload = encodeShareIds(['tt0133093']);
    expect(readShareFragment(`#share=${payload}&shelf=${shelf}`)).toEqual({ broken: true });
  });

  it.each(['', '#', '#from=tv', '#sharing=1AAA'])('finds no share link in %j', (hash) => {
    expect(readShareFragment(hash)).toBeNull();
  });

  it.each(['#share=', '#share=1AAB', '#share=abc', '#share=1AAA%3D'])(
    'reports %j as broken',
    (hash) => {
      expect(readShareFragment(hash)).toEqual({ broken: true });
    },
  );
});

describe('a link with ratings', () => {
  const ids = ['tt0133093', 'tt0079944', 'tt0903747'];
  // Written by the encoder before ratings could travel: such links must open as they always did.
  const OLDER_LINK = '1AHInCQM-c3hLo';

  it('opens a link made before ratings travelled, and makes the same one without ratings', () => {
    expect(decodeShare(OLDER_LINK)).toEqual({ ids: [...ids].sort() });
    // Links now carry a checksum before the same payload.
    expect(encodeShareIds(ids)).toMatch(/^3[A-Za-z0-9_-]{3}/);
    expect(encodeShareIds(ids).slice(4)).toBe(OLDER_LINK);
  });

  it('carries each rating, one bit for an unrated film and five for a rated one', () => {
    const payload = encodeShareIds(ids, { tt0133093: 9, tt0903747: 10, tt9999999: 5 });
    expect(payload[4]).toBe('2');
    expect(decodeShare(payload)).toEqual({
      ids: [...ids].sort(),
      ratings: { tt0133093: 9, tt0903747: 10 },
    });
    // 5 + 1 + 5 bits after the ids: two more characters here.
    expect(payload.length - encodeShareIds(ids).length).toBe(2);
    expect(decodeShare(encodeShareIds(ids, {}))).toEqual({ ids: [...ids].sort(), ratings: {} });
  });

  it('leaves out a rating outside 1–10 or not whole', () => {
    expect(
      decodeShare(encodeShareIds(ids, { tt0133093: 0, tt0079944: 11, tt0903747: 7.5 })),
    ).toEqual({ ids: [...ids].sort(), ratings: {} });
  });

  it('refuses ratings cut short, above 10, or followed by more than padding', () => {
    // One id (gap 0, k = 0): 11 count bits, 5 bits of k, the gap's closing 0.
    const idBits = `${binary(1, 11)}${binary(0, 5)}0`;
    expect(decodeShare(forged(`${idBits}1${binary(7, 4)}`, '2'))).toEqual({
      ids: ['tt0000000'],
      ratings: { tt0000000: 8 },
    });
    expect(decodeShare(forged(`${idBits}1${binary(10, 4)}`, '2'))).toBeNull();
    expect(decodeShare(forged(`${idBits}1${binary(15, 4)}`, '2'))).toBeNull();
    expect(decodeShare(forged(`${idBits}1${binary(7, 4)}${'0'.repeat(6)}1`, '2'))).toBeNull();
    expect(decodeShare(forged(idBits, '2').slice(0, 3))).toBeNull();
  });

  it('gives back every rating of any list', propertyTest, () => {
    const rated = fc.uniqueArray(
      fc.tuple(fc.integer({ min: 1, max: 35_000_000 }), fc.option(fc.integer({ min: 1, max: 10 }))),
      { maxLength: 300, selector: ([n]) => n },
    );
    fc.assert(
      fc.property(rated, (list) => {
        const ratings = Object.fromEntries(
          list.flatMap(([n, rating]) => (rating === null ? [] : [[imdbId(n), rating]])),
        );
        const listed = list.map(([n]) => imdbId(n));
        expect(decodeShare(encodeShareIds(listed, ratings))).toEqual({
          ids: [...listed].sort(),
          ratings,
        });
      }),
      { numRuns: propertyRuns({ quick: 50, full: 300 }) },
    );
  });

  it('reads the ratings from the address', () => {
    const url = shareUrl('https://example.org', ids, { tt0079944: 3 });
    expect(readShareFragment(new URL(url).hash)).toEqual({
      ids: [...ids].sort(),
      ratings: { tt0079944: 3 },
    });
  });
});

describe('a damaged link', () => {
  // A version-2 link of the report: cut by one character it still decoded, as another list.
  const UNCHECKED = '2AFMgfly9czFg';

  it('shows how an unchecked version-2 link cut short read as another list', () => {
    expect(decodeShare(UNCHECKED)).not.toBeNull();
    expect(decodeShare(UNCHECKED.slice(0, -1))).not.toBeNull();
  });

  it('is refused when a link with ratings is cut by any number of characters', () => {
    const ids = ['tt0133093', 'tt0079944', 'tt0903747', 'tt0111161', 'tt0068646'];
    const link = encodeShareIds(ids, { tt0133093: 9, tt0068646: 7 });
    expect(decodeShare(link)).toEqual({
      ids: [...ids].sort(),
      ratings: { tt0133093: 9, tt0068646: 7 },
    });
    for (let cut = 1; cut < link.length; cut++) {
      expect(readShareFragment(`#share=${link.slice(0, -cut)}`)).toEqual({ broken: true });
    }
  });

  it('is refused when any character of it is changed', () => {
    const link = encodeShareIds(['tt0133093', 'tt0079944'], { tt0133093: 8 });
    for (let at = 1; at < link.length; at++) {
      const other = link[at] === 'A' ? 'B' : 'A';
      const changed = `${link.slice(0, at)}${other}${link.slice(at + 1)}`;
      expect(decodeShare(changed)).toBeNull();
    }
  });
});
