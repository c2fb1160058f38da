import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { existsSync } from 'node:fs';
import { Socket } from 'node:net';
import { delimiter, join } from 'node:path';
import { freePort } from './freePort.ts';

/** `redis-server` on PATH (Debian's package puts it in /usr/bin), or undefined. */
export function findRedisServer(): string | undefined {
  const dirs = (process.env.PATH ?? '').split(delimiter).concat('/usr/bin', '/usr/sbin');
  return dirs.map((dir) => join(dir, 'redis-server')).find((file) => existsSync(file));
}

/**
 * Whether the Redis tests run here: they skip, saying why, only on a machine without
 * `redis-server`; in CI (`CI` set) a missing binary fails them instead.
 */
export function redisTestsEnabled(
  env: Record<string, string | undefined> = process.env,
  binary: string | null | undefined = findRedisServer(),
): boolean {
  if (binary) return true;
  if (env.CI) {
    throw new Error(
      'redis-server is not installed: CI must run the Redis tests (.ci/run installs it)',
    );
  }
  console.warn(
    'Skipping the Redis tests: redis-server is not installed (apt-get install redis-server)',
  );
  return false;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(200);
    socket.once('connect', () => {
      socket.write('PING\r\n');
    });
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(port, '127.0.0.1');
  });
}

export interface TestRedis {
  url: string;
  /** Kills it (SIGKILL: no goodbye to its clients). */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open, nothing is answered, as a stuck server. */
  freeze(): void;
  thaw(): void;
}

/** A throwaway `redis-server` on 127.0.0.1 and a free port, without persistence. */
export async function startTestRedis(): Promise<TestRedis> {
  const binary = findRedisServer();
  if (!binary) throw new Error('redis-server is not installed');
  const port = await freePort();
  let child: ChildProcess | undefined;

  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  const killOnExit = () => child?.kill('SIGKILL');

  async function start(): Promise<void> {
    if (running()) return;
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ];
    child = spawn(binary!, args, { stdio: 'ignore' });
    // Never outlive the test run, even one that is cut short; a killed server needs no guard.
    process.off('exit', killOnExit);
    process.once('exit', killOnExit);
    for (let waited = 0; waited < 5000; waited += 50) {
      if (await accepts(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server did not start on port ${port}`);
  }

  async function kill(): Promise<void> {
    const server = child;
    if (!server || !running()) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGCONT');
    server.kill('SIGKILL');
    await exited;
    process.off('exit', killOnExit);
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill,
    start,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
  };
}

/**
 * One test Redis for the describe block it is called in: started before its tests, killed after.
 * Read `.current` inside the tests. With `emptyEachTest`, each test starts with it running and empty.
 */
export function useTestRedis({ emptyEachTest = false } = {}): { current: TestRedis } {
  const redis = {} as { current: TestRedis };
  beforeAll(async () => {
    redis.current = await startTestRedis();
  });
  afterAll(async () => {
    await redis.current?.kill();
  });
  if (emptyEachTest) {
    beforeEach(async () => {
      await redis.current.start(); // a test may have killed it
      const client = new Redis(redis.current.url);
      await client.flushall();
      client.disconnect();
    });
  }
  return redis;
}
