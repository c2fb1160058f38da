import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newStore, useSyncStorage } from '../test/syncStorages.ts';
import { openSqliteStorage } from './sqlite.ts';
import { pruneStores, schedulePruning } from './prune.ts';

const DAY = 24 * 60 * 60 * 1000;
const root = fileURLToPath(new URL('../..', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));

describe('pruning the sync stores', () => {
  const storages = useSyncStorage('sqlite');

  it('removes the stores unseen for more than 400 days, at once and on a timer', async () => {
    const { storage } = await storages.fresh();
    const [old, recent] = [newStore(), newStore()];
    await storage.create(old.id, old.hash, Date.now() - 401 * DAY);
    await storage.create(recent.id, recent.hash, Date.now() - 399 * DAY);
    const outcomes: unknown[] = [];
    const stop = schedulePruning(storage, (outcome) => outcomes.push(outcome), 60_000);
    onTestFinished(stop);
    await vi.waitFor(() => expect(outcomes).toEqual([{ removed: 1 }]));
    expect(await storage.info(old.id)).toBeUndefined();
    expect(await pruneStores(storage, Date.now() + 2 * DAY)).toBe(1);
    expect(await storage.info(recent.id)).toBeUndefined();
  });

  it('runs as npm run sync:prune against DATA_DIR', async () => {
    const test = await storages.fresh();
    const old = newStore();
    await test.storage.create(old.id, old.hash, Date.now() - 500 * DAY);
    await test.storage.close();
    const run = spawnSync(process.execPath, [tsx, 'scripts/syncPrune.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dirname(test.where), DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('removed 1 store(s) unseen for 400 days');
    const again = openSqliteStorage(test.where);
    onTestFinished(() => again.close());
    expect(await again.info(old.id)).toBeUndefined();
  });
});
