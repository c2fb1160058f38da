import type { ChildProcess } from 'node:child_process';

const STARTUP_TIMEOUT_MS = 30_000;

/**
 * A spawned server (stdout and stderr piped) once it prints the address it listens on, and a stop
 * that ends it (SIGTERM, then SIGKILL after 10 s).
 */
export async function listening(
  child: ChildProcess,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${output}`)),
      STARTUP_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
  child.stdout?.resume();
  child.stderr?.resume();
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(force);
  };
  return { origin, stop };
}
