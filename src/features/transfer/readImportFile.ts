import { transferText } from './transferText';
import { readImportText } from './readImport';
import { looksLikeZip } from './formats/zipSignature';
import { MAX_IMPORT_BYTES, type ReadResult } from './types';

const { errors } = transferText;
const MB = 1024 * 1024;
// Up to this size, parsing takes a few milliseconds: not worth starting a worker.
const WORKER_FROM_BYTES = 256 * 1024;

export interface ReadImportOptions {
  signal?: AbortSignal;
}

/** "10,4": megabytes with one decimal, rounded up so a refused file never looks within the limit. */
function megabytes(bytes: number): string {
  return (Math.ceil((bytes / MB) * 10) / 10).toFixed(1).replace('.', ',');
}

function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  // Safari before 14 (and jsdom) have no Blob.text().
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('unreadable')));
    reader.readAsText(file, 'utf-8');
  });
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function isReadResult(value: unknown): value is ReadResult {
  if (typeof value !== 'object' || value === null) return false;
  const result = value as Partial<Record<'ok' | 'rows' | 'error', unknown>>;
  return result.ok === true ? Array.isArray(result.rows) : typeof result.error === 'string';
}

/** Parses in a module worker; where one cannot start or fails, parses here instead. */
function readInWorker(
  text: string,
  name: string,
  signal: AbortSignal | undefined,
): Promise<ReadResult> {
  return new Promise<ReadResult>((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(readImportText(text, name));
      return;
    }
    const stop = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      stop();
      reject(signal?.reason);
    };
    const fallBack = (event: Event) => {
      event.preventDefault();
      stop();
      resolve(readImportText(text, name));
    };
    worker.addEventListener('message', (event: MessageEvent<unknown>) => {
      stop();
      resolve(isReadResult(event.data) ? event.data : readImportText(text, name));
    });
    worker.addEventListener('error', fallBack);
    worker.addEventListener('messageerror', fallBack);
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.postMessage({ text, name });
  });
}

function readBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') {
    return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(new Uint8Array(reader.result as ArrayBuffer)));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('unreadable')));
    reader.readAsArrayBuffer(blob);
  });
}

/** A file's text read as the import reads it: in a worker when it is big enough to be worth one. */
function readTextOf(
  text: string,
  name: string,
  signal: AbortSignal | undefined,
  bytes = text.length,
) {
  if (bytes <= WORKER_FROM_BYTES || typeof Worker === 'undefined') {
    return Promise.resolve(readImportText(text, name));
  }
  return readInWorker(text, name, signal);
}

/** Letterboxd's export archive: its reader is fetched only when one is chosen. */
async function readArchiveFile(file: File, signal: AbortSignal | undefined): Promise<ReadResult> {
  const [bytes, { readArchive }] = await untilAborted(
    Promise.all([readBytes(file), import('./formats/readArchive')]),
    signal,
  );
  return readArchive(bytes, (text, name) => readTextOf(text, name, signal), signal);
}

/** Whether the file is a ZIP archive: by its name, or by its first bytes whatever its name. */
async function isArchive(file: File): Promise<boolean> {
  if (/\.zip$/i.test(file.name)) return true;
  return looksLikeZip(await readBytes(file.slice(0, 4)));
}

/**
 * Reads an import file chosen or dropped by the user: our JSON, a CSV, or Letterboxd's export
 * archive. Resolves with the films or a message; rejects only with the signal's reason when
 * aborted.
 */
export async function readImportFile(
  file: File,
  options: ReadImportOptions = {},
): Promise<ReadResult> {
  const { signal } = options;
  signal?.throwIfAborted();
  if (file.size > MAX_IMPORT_BYTES) {
    return { ok: false, error: errors.tooLarge(megabytes(file.size), MAX_IMPORT_BYTES / MB) };
  }
  if (file.size === 0) return { ok: false, error: errors.empty };
  try {
    if (await untilAborted(isArchive(file), signal)) return await readArchiveFile(file, signal);
  } catch {
    if (signal?.aborted) throw signal.reason;
    return { ok: false, error: errors.unreadable };
  }
  let text: string;
  try {
    text = await untilAborted(readText(file), signal);
  } catch {
    if (signal?.aborted) throw signal.reason;
    return { ok: false, error: errors.unreadable };
  }
  signal?.throwIfAborted();
  return readTextOf(text, file.name, signal, file.size);
}
