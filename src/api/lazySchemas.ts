import { text } from '../shared/text';
import { OmdbError } from './errors';
import type * as SchemasModule from './schemas';
import type * as SeasonSchemaModule from './seasonSchema';

export type Schemas = typeof SchemasModule;
type SeasonSchema = typeof SeasonSchemaModule;

/** A module fetched on first use; a failed download is asked again next time. */
function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch(() => {
      loading = null;
      throw new OmdbError(text.errors.network);
    });
    return loading;
  };
}

/**
 * The answers' schemas, with their validation library, load with the first request rather than with
 * the app: the first paint and start-up never need them.
 */
export const loadSchemas = onFirstUse(() => import('./schemas'));

/** A season's schema, only once a series' season is first asked for. */
export const loadSeasonSchema = onFirstUse<SeasonSchema>(() => import('./seasonSchema'));
