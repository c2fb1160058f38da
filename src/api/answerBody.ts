// Reading an answer's body: what counts as JSON from OMDb, and a wait the signal can cut short.

// OMDb's answers are a few kilobytes; a body this large is an error page or worse, not an answer.
const MAX_BODY_CHARS = 1_000_000;

export function readJson(contentType: string | null, body: string): unknown {
  // An HTML error page, a captive portal or a proxy's text is not an OMDb answer, whatever it holds.
  if (contentType !== null && !/json/i.test(contentType)) return undefined;
  if (body.length > MAX_BODY_CHARS) return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** Settles with the promise, or rejects as soon as the signal aborts: a stalled body must not outlive the time-out. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as unknown);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as unknown);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
