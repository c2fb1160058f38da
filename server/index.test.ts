import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeUpstream } from './test/fakeUpstream.ts';

/** Starting tsx and the server takes a few seconds, many more while the rest of the suite runs. */
const startTimeout = 60_000;
const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));

/** `server/index.ts` run by tsx in its own process, with `env` over this process's environment. */
function spawnServer(env: Record<string, string>) {
  return spawn(process.execPath, [tsx, 'server/index.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs `server/index.ts` for real on a free port and waits for the URL it prints. */
async function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'filmoteka-data-'));
  onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
  const child = spawnServer({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    OMDB_API_KEY: '',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    ...env,
  });
  onTestFinished(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:\d+\//.exec(output);
      if (match) resolve(match[0]);
    });
    child.once('exit', () => reject(new Error(`server exited early:\n${output}`)));
  });
  /** Sends `signal` and resolves to the exit code. */
  const stop = async (signal: NodeJS.Signals) => {
    child.kill(signal);
    const [code] = await once(child, 'exit');
    return code as number | null;
  };
  return { url, output: () => output, dataDir, stop };
}

describe('server/index.ts', () => {
  it(
    'starts in demo mode, prints its URL and mode, answers, and stops on SIGTERM',
    async () => {
      const server = await startServer({});
      expect(server.output()).toContain('demo mode');
      expect(await (await fetch(`${server.url}healthz`)).json()).toEqual({
        status: 'ok',
        mode: 'demo',
      });
      expect(await server.stop('SIGTERM')).toBe(0);
    },
    startTimeout,
  );

  it(
    'keeps sync stores in DATA_DIR/sync.sqlite, created at start',
    async () => {
      const server = await startServer({});
      expect(server.output()).toContain('sync: SQLite');
      expect(existsSync(join(server.dataDir, 'sync.sqlite'))).toBe(true);
      const token = 'T'.repeat(43);
      const response = await fetch(`${server.url}api/sync/v1/stores/${'S'.repeat(22)}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ id: 'a', data: 'AAAA' }] }),
      });
      expect(await response.json()).toEqual({ seq: 1 });
      expect(await server.stop('SIGTERM')).toBe(0);
    },
    startTimeout,
  );

  it(
    'starts in proxy mode when OMDB_API_KEY is set, and never prints the key',
    async () => {
      const upstream = await startFakeUpstream();
      const server = await startServer({
        OMDB_API_KEY: 'printed-nowhere',
        OMDB_UPSTREAM: upstream.url,
        LOG_LEVEL: 'info',
      });
      expect(server.output()).toContain('proxy mode');
      const answer = (await (
        await fetch(`${server.url}api/omdb/?s=matrix&apikey=client`)
      ).json()) as { Response: string };
      expect(answer.Response).toBe('True');
      expect(upstream.requests[0].searchParams.get('apikey')).toBe('printed-nowhere');
      expect(await server.stop('SIGINT')).toBe(0);
      expect(server.output()).toContain('apikey=[redacted]');
      expect(server.output()).not.toContain('printed-nowhere');
    },
    startTimeout,
  );

  it.each([
    ['PORT', 'eighty', 'PORT must be a whole number'],
    ['TRUST_PROXY', 'true', 'TRUST_PROXY must be a hop count'],
  ])(
    'refuses to start with a bad setting, saying which: %s=%s',
    async (name, value, message) => {
      const child = spawnServer({ [name]: value });
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      const [code] = await once(child, 'exit');
      expect(code).toBe(1);
      expect(errors).toContain(message);
    },
    startTimeout,
  );
});
