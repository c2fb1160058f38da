/**
 * OMDb's values as the app keeps them: absent as null, posters only where safe. A module of its
 * own, as the import reads posters from files without the response schemas (and their parser).
 */
/** OMDb's "N/A" and blank values as null; anything else trimmed. */
export function present(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' || trimmed === 'N/A' ? null : trimmed;
}

/** Stands for our own origin when resolving a path; `.invalid` never names a real host. */
const OWN_ORIGIN = 'http://own.invalid';

/**
 * Only an absolute http(s) URL or a path on our own origin may become an <img src>; anything else
 * is treated as missing. The value is judged where the URL parser takes it, as the browser does:
 * `/\evil.example/x.png` or `/<tab>/evil.example` look like paths yet lead to another host.
 */
export function safePosterUrl(value: string): string | null {
  const url = present(value);
  if (!url) return null;
  try {
    const { origin, protocol } = new URL(url, OWN_ORIGIN);
    const safe =
      origin === OWN_ORIGIN
        ? url.startsWith('/')
        : /^https?:$/.test(protocol) && /^https?:/i.test(url);
    return safe ? url : null;
  } catch {
    return null;
  }
}
