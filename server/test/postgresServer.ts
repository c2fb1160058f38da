import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './freePort.ts';

/**
 * The directory of PostgreSQL's server programs (Debian: /usr/lib/postgresql/<major>/bin, the
 * newest first; else `pg_config --bindir`), or undefined.
 */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+(\.\d+)?$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const dirs = majors.map((major) => join(root, major, 'bin'));
  const configured = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (configured.status === 0) dirs.push(configured.stdout.trim());
  return dirs.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

export interface TestPostgres {
  port: number;
  /** A new empty database's URL. */
  createDatabase(): Promise<string>;
  /** `pg_dump` of one database: everything it holds, as text. */
  dump(database: string): Buffer;
  stop(): void;
}

/**
 * A throwaway PostgreSQL cluster in a temporary directory, on 127.0.0.1 and a free port, trusting
 * local connections. As root it runs as the `postgres` user: initdb and postgres refuse root.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const [command, all] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    return execFileSync(command, all, { stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 28 });
  };
  const dir = mkdtempSync(join(tmpdir(), 'filmoteka-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const settings = `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off`;
  run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', settings, '-w', '-t', '60', 'start']);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // Never outlive the test run, even one that is cut short.
  process.once('exit', stop);
  let made = 0;
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    async createDatabase() {
      const name = `t${process.pid}_${++made}`;
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    dump(database) {
      const name = new URL(database).pathname.slice(1);
      return run('pg_dump', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
    },
    stop,
  };
}
