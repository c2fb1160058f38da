/**
 * `npm run sync:prune`: removes the sync stores unseen for 400 days from the storage the
 * environment names (DATABASE_URL, else DATA_DIR's SQLite file), as the server does daily.
 */
import { readSyncConfig } from '../server/config.ts';
import { describeStorage, openSyncStorage } from '../server/sync/open.ts';
import { PRUNE_AFTER_DAYS, pruneStores } from '../server/sync/prune.ts';

try {
  const settings = readSyncConfig(process.env);
  const storage = await openSyncStorage(settings);
  try {
    const removed = await pruneStores(storage);
    console.log(
      `${describeStorage(settings)}: removed ${removed} store(s) unseen for ${PRUNE_AFTER_DAYS} days`,
    );
  } finally {
    await storage.close();
  }
} catch (error) {
  console.error(`Cannot prune: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
