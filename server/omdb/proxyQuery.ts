/**
 * What the proxy lets through to OMDb: only OMDb's own parameters, with bounded values. The
 * schema runs in Fastify's validator (unknown parameters are dropped, as `additionalProperties:
 * false` with Fastify's `removeAdditional` does); a refused value is answered 400 with the
 * message below, in OMDb's error shape.
 */
const SEASON_NUMBER = '^\\d{0,4}$';

export const PROXY_QUERY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    apikey: { type: 'string', maxLength: 200 },
    s: { type: 'string', maxLength: 200 },
    t: { type: 'string', maxLength: 200 },
    i: { type: 'string', pattern: '^(?:[tT]{2}\\d{7,8})?$' },
    page: { type: 'string', pattern: '^(?:[1-9]\\d?|100)?$' },
    type: { type: 'string', enum: ['', 'movie', 'series', 'episode', 'game'] },
    y: { type: 'string', pattern: '^(?:\\d{4})?$' },
    plot: { type: 'string', enum: ['', 'short', 'full'] },
    // A series' season and episode: OMDb documents `Season`, its users often write `season`.
    Season: { type: 'string', pattern: SEASON_NUMBER },
    season: { type: 'string', pattern: SEASON_NUMBER },
    Episode: { type: 'string', pattern: SEASON_NUMBER },
    episode: { type: 'string', pattern: SEASON_NUMBER },
  },
} as const;

export type ProxyQuery = Partial<Record<keyof typeof PROXY_QUERY_SCHEMA.properties, string>>;

/** Forwarded in this order, so equal requests make equal cache keys. `apikey` is never forwarded. */
const FORWARDED = ['i', 't', 's', 'type', 'y', 'page', 'plot'] as const;
/** Forwarded after those, under OMDb's own spelling, whichever spelling the client used. */
const NUMBERED = [
  ['Season', 'season'],
  ['Episode', 'episode'],
] as const;

const MESSAGES: Record<string, string> = {
  apikey: 'apikey must be at most 200 characters.',
  s: 's must be at most 200 characters.',
  t: 't must be at most 200 characters.',
  i: 'i must be an IMDb ID such as tt0111161.',
  page: 'page must be a whole number from 1 to 100.',
  type: 'type must be movie, series, episode or game.',
  y: 'y must be a four-digit year.',
  plot: 'plot must be short or full.',
  Season: 'Season must be a whole number.',
  season: 'Season must be a whole number.',
  Episode: 'Episode must be a whole number.',
  episode: 'Episode must be a whole number.',
};

/** A readable reason for a refused query, from the first failing parameter and rule. */
export function proxyQueryMessage(
  failure: { instancePath?: string; keyword?: string } | undefined,
): string {
  const name = failure?.instancePath?.replace(/^\//, '') ?? '';
  // Fastify parses a repeated parameter into an array, which fails the `type: string` rule.
  if (failure?.keyword === 'type')
    return `Invalid request: ${name || 'each parameter'} may be given only once.`;
  return `Invalid request: ${MESSAGES[name] ?? 'unsupported parameters.'}`;
}

/**
 * The upstream query without the key: non-empty allowed values, in a fixed order, an IMDb id in
 * lower case as OMDb writes it (`TT0111161` is the same question: one cache entry, one call), a
 * season or episode as `Season`/`Episode` with its number as written plainly (`season=01` too).
 */
export function forwardedParams(query: ProxyQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FORWARDED) {
    const value = query[name];
    if (value !== undefined && value.trim() !== '')
      params.set(name, name === 'i' ? value.toLowerCase() : value);
  }
  for (const [name, alias] of NUMBERED) {
    const value = query[name] || query[alias];
    if (value) params.set(name, String(Number(value)));
  }
  return params;
}
