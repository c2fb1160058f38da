import { SYNC_DEFAULTS, readSyncConfig, syncLimitsOf } from './config.ts';

describe('readSyncConfig', () => {
  it('defaults to SQLite under ./data, a 1,024 MB cap and no Redis', () => {
    expect(readSyncConfig({})).toEqual({
      dataDir: './data',
      maxTotalMb: 1024,
    });
    expect(SYNC_DEFAULTS).toEqual({ dataDir: './data', maxTotalMb: 1024 });
  });

  it('reads DATA_DIR, DATABASE_URL, SYNC_MAX_TOTAL_MB and REDIS_URL (in demo mode too)', () => {
    expect(
      readSyncConfig({
        DATA_DIR: ' /var/lib/filmoteka ',
        DATABASE_URL: 'postgres://sync:secret@db:5432/sync',
        SYNC_MAX_TOTAL_MB: '20',
        REDIS_URL: 'redis://127.0.0.1:6379',
        SYNC_NEW_STORES_PER_HOUR: '500',
      }),
    ).toEqual({
      dataDir: '/var/lib/filmoteka',
      databaseUrl: 'postgres://sync:secret@db:5432/sync',
      maxTotalMb: 20,
      newStoresPerIpPerHour: 500,
      redisUrl: 'redis://127.0.0.1:6379',
    });
    expect(readSyncConfig({ DATABASE_URL: 'postgresql://h/db' }).databaseUrl).toBe(
      'postgresql://h/db',
    );
  });

  it('ignores blank values', () => {
    expect(readSyncConfig({ DATA_DIR: ' ', DATABASE_URL: '', SYNC_MAX_TOTAL_MB: '' })).toEqual({
      dataDir: './data',
      maxTotalMb: 1024,
    });
  });

  it('refuses a database URL that is not PostgreSQL, without repeating it', () => {
    expect(() => readSyncConfig({ DATABASE_URL: 'mysql://u:hunter2@h/db' })).toThrow(
      /DATABASE_URL must be a postgres/,
    );
    expect(() => readSyncConfig({ DATABASE_URL: 'mysql://u:hunter2@h/db' })).not.toThrow(/hunter2/);
    expect(() => readSyncConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('refuses a cap that is not a whole number of megabytes from 1', () => {
    for (const value of ['0', '-5', '1.5', 'lots'])
      expect(() => readSyncConfig({ SYNC_MAX_TOTAL_MB: value })).toThrow(/SYNC_MAX_TOTAL_MB/);
  });

  it('reads the limit overrides SYNC_NEW_STORES_PER_HOUR and SYNC_WRITES_PER_MINUTE', () => {
    const sync = readSyncConfig({
      SYNC_NEW_STORES_PER_HOUR: '5000',
      SYNC_WRITES_PER_MINUTE: '600',
    });
    expect(sync).toMatchObject({ newStoresPerIpPerHour: 5000, writesPerStorePerMinute: 600 });
    expect(syncLimitsOf(sync)).toEqual({
      maxTotalBytes: 1024 * 1024 * 1024,
      newStoresPerIpPerHour: 5000,
      writesPerStorePerMinute: 600,
    });
    expect(syncLimitsOf(readSyncConfig({}))).toEqual({ maxTotalBytes: 1024 * 1024 * 1024 });
    for (const value of ['0', '-1', '2.5', 'many']) {
      expect(() => readSyncConfig({ SYNC_WRITES_PER_MINUTE: value })).toThrow(
        /SYNC_WRITES_PER_MINUTE/,
      );
      expect(() => readSyncConfig({ SYNC_NEW_STORES_PER_HOUR: value })).toThrow(
        /SYNC_NEW_STORES_PER_HOUR/,
      );
    }
  });

  it('refuses a bad REDIS_URL', () => {
    expect(() => readSyncConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  });
});
