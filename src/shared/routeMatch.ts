/**
 * The parameters of `path` under a route `pattern` such as `/movie/:id` or `/year/:year(\d{4})`, matched as the client's
 * router matches: any case, any trailing slash, no empty parameter, parameters percent-decoded. Null
 * when it does not match. Plain code with no dependencies, so the boot script, the server and the
 * service worker can all use it.
 */
export function routeParams(pattern: string, path: string): Record<string, string> | null {
  const expected = pattern.split('/').filter(Boolean);
  const actual = path.split('/').filter(Boolean);
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    // `:name`, or `:name(rule)`: a parameter the whole of which must match the regular expression.
    const [, name, rule] = /^:(\w+)(?:\((.+)\))?$/.exec(segment) ?? [];
    if (name) {
      const value = decodeSegment(actual[index]);
      if (rule && !new RegExp(`^(?:${rule})$`).test(value)) return null;
      params[name] = value;
    } else if (segment.toLowerCase() !== actual[index].toLowerCase()) return null;
  }
  return params;
}

export function matchesRoute(pattern: string, path: string): boolean {
  return routeParams(pattern, path) !== null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
