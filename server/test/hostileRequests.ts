import fc from 'fast-check';

/** Word lists, space-separated: broken escapes (not UTF-8, or not escapes at all), traversals… */
const words = (list: string): string[] => list.trim().split(/\s+/);
/** One of the `|`-separated values (they may hold spaces). */
const oneOf = (list: string): fc.Arbitrary<string> => fc.constantFrom(...list.split('|'));
const BROKEN_ESCAPES = words('%C0%AF %FF %E0%80 %ED%A0%80 %F4%90%80%80 %C3 % %G1 %2');
const TRAVERSALS = words(
  '.. . %2e%2e .%2e %2e. ..%2f ..%5c %2e%2e%2f ..%2f..%2f ..%252f %c0%ae%c0%ae ....//',
);
const CONTROL = words('%00 %0a %0d%0a %09 %7f');
const NAMES = words(`secret.txt package.json .env index.html app-abc123.js favicon.svg etc passwd
  dist assets tt0076759.png tt0211915.png movie favorites`);
const PREFIXES = words(
  '/ / /assets/ /api/omdb/ /api/omdb /api/posters/ /api/ /movie/ /healthz /. /%2e%2e/',
);
const SEPARATORS = [...words('/ / / %2f %5c /./ // ;'), '\\'];
/** Mostly GET and HEAD, as real traffic; every other method must be refused. */
const METHODS = words(
  'GET GET GET GET GET HEAD HEAD POST PUT DELETE PATCH OPTIONS TRACE PROPFIND MKCOL LOCK COPY SEARCH QUERY',
);

const ascii = fc.string({ unit: 'grapheme-ascii', maxLength: 40 });
const anyText = fc.string({ unit: 'binary', maxLength: 30 });
const escapedBytes = fc
  .uint8Array({ minLength: 1, maxLength: 12 })
  .map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));
/** Very long values: past the proxy's 200-character limit, past OMDb's, and far beyond. */
const long = fc
  .tuple(oneOf('a|é|%FF|%2e%2e%2f|x '), fc.integer({ min: 150, max: 6000 }))
  .map(([unit, count]) => unit.repeat(count));

/** A value as a hostile client might put it in a URL: raw, escaped, broken, or huge. */
const value = fc.oneof(
  {
    weight: 3,
    arbitrary: oneOf('star|matrix|tt0076759|tt0133093|1|2|100|movie|series|full|1977|'),
  },
  { weight: 3, arbitrary: anyText.map(encodeURIComponent) },
  { weight: 2, arbitrary: ascii },
  { weight: 2, arbitrary: fc.constantFrom(...BROKEN_ESCAPES, ...CONTROL, ...TRAVERSALS) },
  { weight: 2, arbitrary: escapedBytes },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double()).map(String) },
  { weight: 1, arbitrary: long },
);

const paramName = fc.oneof(
  { weight: 6, arbitrary: oneOf('s|t|i|page|type|y|plot|apikey') },
  {
    weight: 2,
    arbitrary: oneOf('r|callback|v|__proto__|constructor|toString|s[]|page[0]|i[i]||S'),
  },
  { weight: 1, arbitrary: value },
);

/** A query string, parameters often repeated, sometimes with odd separators. */
export const queryString = fc
  .tuple(fc.array(fc.tuple(paramName, value, fc.boolean()), { maxLength: 8 }), oneOf('&|&|&|&&|;'))
  .map(([pairs, joint]) =>
    pairs.map(([name, val, bare]) => (bare && val === '' ? name : `${name}=${val}`)).join(joint),
  );

const segment = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TRAVERSALS, ...NAMES) },
  { weight: 2, arbitrary: fc.constantFrom(...BROKEN_ESCAPES, ...CONTROL) },
  { weight: 2, arbitrary: anyText.map(encodeURIComponent) },
  { weight: 1, arbitrary: escapedBytes },
  { weight: 1, arbitrary: ascii.map((text) => text.replace(/[?#]/g, '')) },
);

/**
 * A path: a known prefix, then segments of names, traversals and broken escapes. Never `//` or
 * `/\` at the start, which a URL parser reads as another host (`rawPath` has those).
 */
export const path = fc
  .tuple(
    fc.constantFrom(...PREFIXES),
    fc.array(fc.tuple(segment, fc.constantFrom(...SEPARATORS)), { maxLength: 6 }),
  )
  .map(
    ([prefix, parts]) =>
      prefix + parts.map(([part, sep], n) => (n === 0 ? part : sep + part)).join(''),
  )
  .map((raw) => (/^\/[/\\]/.test(raw) ? `/.${raw}` : raw));

/** A path to send over a socket as it is: raw `..`, `//` and `\` too, which clients normalise. */
export const rawPath = fc
  .tuple(fc.constantFrom('', '/..', '//', '/\\', '/./..', '/assets/../..'), path)
  .map(([lead, rest]) => lead + rest);

const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 60,
});

/** Odd headers: broken negotiation, ranges, conditionals, spoofed hosts and forwarding. */
export const headers = fc.record(
  {
    'accept-encoding': fc.oneof(
      oneOf('br|gzip|deflate|br, gzip|*|identity;q=0|br;q=NaN, gzip;q=-1|zz|'),
      headerText,
    ),
    range: fc.oneof(
      oneOf('bytes=0-10|bytes=-5|bytes=999999-|bytes=5-1|bytes=0-1,3-4|bytes=-0|garbage'),
      headerText,
    ),
    'if-none-match': fc.oneof(oneOf('*|"x"|W/"1"'), headerText),
    'if-modified-since': fc.oneof(oneOf('Thu, 01 Jan 2099 00:00:00 GMT|yesterday'), headerText),
    'content-type': oneOf(
      'application/json|text/plain|multipart/form-data; boundary=x|application/x-www-form-urlencoded|x/y|',
    ),
    accept: fc.oneof(oneOf('*/*|text/html|application/json;q=0'), headerText),
    host: oneOf('evil.example|localhost:99999|127.0.0.1|[::1]'),
    'x-forwarded-for': fc.oneof(fc.ipV4(), headerText),
    cookie: headerText.map((text) => `session=${text}`.repeat(20)),
  },
  { requiredKeys: [] },
);

/** A request body, sometimes broken JSON, sometimes past the server's 16 KiB body limit. */
const payload = fc.option(
  fc.oneof(oneOf('{|{"s":"star"}|s=star|[]'), anyText, fc.constant('x'.repeat(20_000))),
  { freq: 4 },
);

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** One request to `base` (a path, or a prefix a generated path is appended to) with a generated query. */
export function hostileRequest(base: fc.Arbitrary<string>): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      method: fc.constantFrom(...METHODS),
      base,
      query: fc.option(queryString, { freq: 3 }),
      headers,
      payload,
    })
    .map(({ method, base: target, query, headers: odd, payload: body }) => ({
      method,
      url: query === null ? target : `${target}?${query}`,
      headers: odd,
      ...(body === null ? {} : { payload: body }),
    }));
}

export const apiRequest = hostileRequest(fc.constantFrom('/api/omdb/', '/api/omdb'));
/** The files that must never be served, asked for straight or from one or two levels up. */
const sensitivePath = fc
  .tuple(
    oneOf('/|/assets/|/..%2f|/assets/..%2f..%2f|/%2e%2e/|/..%5c|/assets/%2e%2e%2f%2e%2e%2f|/./'),
    oneOf('secret.txt|package.json|.env|assets/../.env|%2eenv|.%65nv'),
  )
  .map(([lead, name]) => lead + name);

export const staticRequest = hostileRequest(
  fc.oneof({ weight: 4, arbitrary: path }, { weight: 1, arbitrary: sensitivePath }),
);
