import fc from 'fast-check';

/** One HTTP answer the OMDb client must refuse: what the server sent, as raw as a server sends it. */
export interface BadAnswer {
  family: string;
  status: number;
  contentType: string | null;
  body: string;
}

export function toResponse({ status, contentType, body }: BadAnswer): Response {
  const headers = new Headers();
  if (contentType !== null) headers.set('content-type', contentType);
  return new Response(body, { status, headers });
}

const JSON_TYPE = 'application/json; charset=utf-8';

const validSearch = {
  Response: 'True',
  Search: [
    { Title: 'The Matrix', Year: '1999', imdbID: 'tt0133093', Type: 'movie', Poster: 'N/A' },
  ],
  totalResults: '1',
};
const validDetail = {
  Response: 'True',
  Title: 'The Matrix',
  Year: '1999',
  imdbID: 'tt0133093',
  Type: 'movie',
  Poster: 'N/A',
  Plot: 'A hacker learns the truth.',
  Ratings: [{ Source: 'Internet Movie Database', Value: '8.7/10' }],
};

const okStatus = fc.constantFrom(200, 200, 200, 201, 203);
const huge = fc
  .tuple(fc.integer({ min: 10_001, max: 30_000 }), fc.constantFrom('x', 'я', '<', '"', '\u0000'))
  .map(([length, char]) => char.repeat(length));

/** Values that are the wrong type for any OMDb text field (or far too long for one). */
const wrongValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  huge,
);

const json = (value: unknown, status = okStatus) =>
  status.map((code) => ({ status: code, contentType: JSON_TYPE, body: JSON.stringify(value) }));

const htmlPage = fc
  .tuple(
    fc.constantFrom(
      '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>',
      '<html><body><h1>403 Forbidden</h1><p>Request blocked.</p></body></html>',
      '<html><body>Войдите в сеть Wi-Fi, чтобы продолжить</body></html>',
      '<script>alert(1)</script>',
    ),
    fc.constantFrom(200, 403, 500, 502, 503),
    fc.constantFrom('text/html; charset=utf-8', JSON_TYPE, null),
  )
  .map(([body, status, contentType]) => ({ family: 'html page', status, contentType, body }));

const emptyBody = fc
  .tuple(okStatus, fc.constantFrom(JSON_TYPE, 'text/plain', null))
  .map(([status, contentType]) => ({ family: 'empty body', status, contentType, body: '' }));

const truncated = fc
  .constantFrom(JSON.stringify(validSearch), JSON.stringify(validDetail))
  .chain((full) => fc.integer({ min: 0, max: full.length - 1 }).map((cut) => full.slice(0, cut)))
  .map((body) => ({ family: 'truncated JSON', status: 200, contentType: JSON_TYPE, body }));

/** A perfectly good OMDb body under a type that is not JSON: not OMDb's answer (a proxy's, a portal's). */
const notJsonType = fc
  .tuple(
    fc.constantFrom(JSON.stringify(validSearch), JSON.stringify(validDetail)),
    fc.constantFrom(
      'text/html; charset=utf-8',
      'text/plain',
      'application/octet-stream',
      'text/javascript',
    ),
  )
  .map(([body, contentType]) => ({
    family: 'non-JSON content type',
    status: 200,
    contentType,
    body,
  }));

const notAnObject = fc
  .oneof(
    fc.constant(null),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.string({ maxLength: 20 }),
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
    fc.constant([validSearch]),
  )
  .chain((value) => json(value))
  .map((answer) => ({ ...answer, family: 'JSON that is not an object' }));

// Without "Response" nothing is OMDb's, whatever else the object holds.
const randomObject = fc
  .dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 })
  .filter((value) => !Object.hasOwn(value, 'Response'))
  .chain((value) => json(value))
  .map((answer) => ({ ...answer, family: 'object without Response' }));

const badResponseField = fc
  .oneof(fc.constantFrom('true', 'false', 'TRUE', 'Yes', '', 'ok'), wrongValue)
  .chain((Response) =>
    fc.constantFrom(validSearch, validDetail).chain((base) => json({ ...base, Response })),
  )
  .map((answer) => ({ ...answer, family: 'Response not "True"/"False"' }));

const badFailure = wrongValue
  .chain((Error) => json({ Response: 'False', Error }))
  .map((answer) => ({ ...answer, family: 'failure with a bad Error' }));

// Serialized once: the family's cases differ only by status, and a megabyte of JSON.stringify per
// generated case was most of what the whole property spent making its cases.
const hugeJson = JSON.stringify({ ...validSearch, padding: 'x'.repeat(1_000_001) });
const hugeBody = okStatus.map((status) => ({
  family: 'body over 1 MB',
  status,
  contentType: JSON_TYPE,
  body: hugeJson,
}));

/** Any HTTP error with any body, even a valid one: a non-OK status is never a result. */
const httpError = fc
  .tuple(
    fc.integer({ min: 400, max: 599 }),
    fc.oneof(
      fc.constant(JSON.stringify(validSearch)),
      fc.constant(JSON.stringify({ Response: 'False', Error: 'Invalid API key!' })),
      fc.constant(JSON.stringify({ Response: 'False', Error: 'Request limit reached!' })),
      fc.constant('<html><body>Service Unavailable</body></html>'),
      fc.constant(''),
    ),
  )
  .map(([status, body]) => ({ family: 'HTTP error', status, contentType: JSON_TYPE, body }));

const searchField = fc.constantFrom('Search', 'totalResults');
const badSearchShape = fc
  .oneof(
    fc.tuple(searchField, wrongValue).map(([field, value]) => ({ ...validSearch, [field]: value })),
    fc
      .constantFrom('abc', '', '-1', '1.5', ' 12', '1e3', '12345678901')
      .map((totalResults) => ({ ...validSearch, totalResults })),
    fc
      .tuple(fc.constantFrom('imdbID', 'Title', 'Year', 'Type', 'Poster'), wrongValue)
      .map(([field, value]) => ({
        ...validSearch,
        Search: [{ ...validSearch.Search[0], [field]: value }],
      })),
    fc.constantFrom('imdbID', 'Title').map((field) => {
      const item: Record<string, unknown> = { ...validSearch.Search[0] };
      delete item[field];
      return { ...validSearch, Search: [item] };
    }),
    fc.constantFrom('abc', 'tt123', 'nm0000206', '').map((imdbID) => ({
      ...validSearch,
      Search: [{ ...validSearch.Search[0], imdbID }],
    })),
    fc.constant({
      ...validSearch,
      Search: Array.from({ length: 101 }, () => validSearch.Search[0]),
    }),
  )
  .chain((value) => json(value))
  .map((answer) => ({ ...answer, family: 'search of the wrong shape' }));

const detailField = fc.constantFrom(
  'imdbID',
  'Title',
  'Year',
  'Type',
  'Poster',
  'Rated',
  'imdbRating',
  'imdbVotes',
  'Genre',
  'Director',
  'Actors',
  'Runtime',
  'Released',
  'Country',
  'Language',
  'Awards',
  'Plot',
  'Ratings',
);
const badDetailShape = fc
  .oneof(
    fc.tuple(detailField, wrongValue).map(([field, value]) => ({ ...validDetail, [field]: value })),
    fc.constantFrom('imdbID', 'Title').map((field) => {
      const copy: Record<string, unknown> = { ...validDetail };
      delete copy[field];
      return copy;
    }),
    wrongValue.map((Source) => ({ ...validDetail, Ratings: [{ Source, Value: '1/10' }] })),
    fc.constant(validSearch),
  )
  .chain((value) => json(value))
  .map((answer) => ({ ...answer, family: 'details of the wrong shape' }));

const anyEndpoint = [
  htmlPage,
  emptyBody,
  truncated,
  notJsonType,
  notAnObject,
  randomObject,
  badResponseField,
  badFailure,
  hugeBody,
  httpError,
];

/** A counterexample is reported by its family and a glimpse of the body, not a megabyte of it. */
function printable(answer: BadAnswer): BadAnswer {
  const glimpse =
    answer.body.length > 120
      ? `${answer.body.slice(0, 120)}… (${answer.body.length} chars)`
      : answer.body;
  return Object.assign(answer, {
    [fc.toStringMethod]: () =>
      `${answer.family}: HTTP ${answer.status}, ${answer.contentType}, ${JSON.stringify(glimpse)}`,
  });
}

export const badSearchAnswer: fc.Arbitrary<BadAnswer> = fc
  .oneof(...anyEndpoint, badSearchShape, badSearchShape)
  .map(printable);
export const badDetailAnswer: fc.Arbitrary<BadAnswer> = fc
  .oneof(...anyEndpoint, badDetailShape, badDetailShape)
  .map(printable);
