/** The one place that reads build-time configuration. */
export interface AppEnv {
  omdbBaseUrl: string;
  omdbApiKey: string;
}

const DEFAULT_BASE_URL = '/api/omdb/';

export function readEnv(
  source: Record<string, string | boolean | undefined> = import.meta.env,
): AppEnv {
  const base = source.VITE_OMDB_BASE_URL;
  const key = source.VITE_OMDB_API_KEY;
  return {
    omdbBaseUrl: typeof base === 'string' && base.trim() !== '' ? base.trim() : DEFAULT_BASE_URL,
    omdbApiKey: typeof key === 'string' ? key.trim() : '',
  };
}
