/** The PostgreSQL schema, brought up to date at start under an advisory lock. */
import type { Pool } from 'pg';
import { PG_COUNTED_SQL } from './pgSnapshot.ts';

/** Any fixed number: every instance takes the same lock, so one migrates while the others wait. */
const MIGRATION_LOCK = 727_001;

const MIGRATIONS: readonly string[] = [
  `CREATE TABLE stores (
     id TEXT PRIMARY KEY, token_hash TEXT NOT NULL, created_at BIGINT NOT NULL,
     last_seen BIGINT NOT NULL, bytes BIGINT NOT NULL DEFAULT 0, seq BIGINT NOT NULL DEFAULT 0);
   CREATE INDEX stores_last_seen ON stores (last_seen);
   CREATE TABLE messages (
     store_id TEXT NOT NULL REFERENCES stores (id) ON DELETE CASCADE, seq BIGINT NOT NULL,
     msg_id TEXT NOT NULL, data TEXT NOT NULL,
     PRIMARY KEY (store_id, seq), UNIQUE (store_id, msg_id));
   CREATE TABLE snapshots (
     store_id TEXT PRIMARY KEY REFERENCES stores (id) ON DELETE CASCADE,
     snapshot_id TEXT NOT NULL, up_to BIGINT NOT NULL, parts INTEGER NOT NULL);
   CREATE TABLE snapshot_parts (
     store_id TEXT NOT NULL REFERENCES stores (id) ON DELETE CASCADE, snapshot_id TEXT NOT NULL,
     up_to BIGINT NOT NULL, part INTEGER NOT NULL, parts INTEGER NOT NULL, data TEXT NOT NULL,
     PRIMARY KEY (store_id, snapshot_id, part));`,
  // Ids and rows count toward the caps (contract.ts's countedBytes).
  `UPDATE stores SET bytes = ${PG_COUNTED_SQL}`,
];

/** Applies the migrations not applied yet; safe to run from several instances at once. */
export async function migrate(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS sync_migrations (
         version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
    );
    const done = await client.query<{ version: number }>('SELECT version FROM sync_migrations');
    const applied = new Set(done.rows.map((row) => row.version));
    for (const [index, sql] of MIGRATIONS.entries()) {
      const version = index + 1;
      if (applied.has(version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query('INSERT INTO sync_migrations (version) VALUES ($1)', [version]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
