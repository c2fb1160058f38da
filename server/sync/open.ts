/** Opens the storage the environment asks for: PostgreSQL with DATABASE_URL, else SQLite. */
import { resolve } from 'node:path';
import type { SyncSettings } from '../config.ts';
import { openPostgresStorage } from './postgres.ts';
import { openSqliteStorage } from './sqlite.ts';
import type { SyncStorage } from './store.ts';

export const SQLITE_FILE = 'sync.sqlite';

export async function openSyncStorage(
  settings: SyncSettings,
  onError?: (error: Error) => void,
): Promise<SyncStorage> {
  if (settings.databaseUrl) return openPostgresStorage(settings.databaseUrl, onError);
  // Relative to the working directory, created if missing.
  return openSqliteStorage(resolve(settings.dataDir, SQLITE_FILE));
}

/** Where the stores live, for the start-up message (never the URL: it may hold a password). */
export function describeStorage(settings: SyncSettings): string {
  return settings.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `SQLite ${resolve(settings.dataDir, SQLITE_FILE)}`;
}
