import { transferText } from './transferText';
import { readImportText } from './readImport';
import { readImportFile } from './readImportFile';
import { MAX_IMPORT_BYTES } from './types';

const { errors } = transferText;

/** A file that must never be read: its size is all there is. */
function unreadableFile(size: number): File {
  const text = vi.fn(() => {
    throw new Error('read');
  });
  return { name: 'big.csv', size, text } as unknown as File;
}

/** Over the worker threshold: 12,000 rows of about 30 bytes. */
const bigCsv = [
  'imdbID,Title,Year',
  ...Array.from({ length: 12_000 }, (_, index) => `tt${1_000_000 + index},Film ${index},1999`),
].join('\n');

type Behaviour = 'answer' | 'fail' | 'silent';

/** A stand-in for a module worker that answers as told. */
class FakeWorker extends EventTarget {
  static behaviour: Behaviour = 'answer';
  static made: FakeWorker[] = [];
  terminated = false;

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.made.push(this);
  }

  postMessage({ text, name }: { text: string; name: string }) {
    setTimeout(() => {
      if (this.terminated) return;
      if (FakeWorker.behaviour === 'answer') {
        this.dispatchEvent(new MessageEvent('message', { data: readImportText(text, name) }));
      } else if (FakeWorker.behaviour === 'fail') {
        this.dispatchEvent(new Event('error', { cancelable: true }));
      }
    });
  }

  terminate() {
    this.terminated = true;
  }
}

describe('reading an import file', () => {
  it('refuses a file over the limit without reading it', async () => {
    const file = unreadableFile(MAX_IMPORT_BYTES + 1);
    expect(await readImportFile(file)).toEqual({
      ok: false,
      error: errors.tooLarge('10,1', 10),
    });
    expect(file.text).not.toHaveBeenCalled();
    expect(await readImportFile(unreadableFile(15.24 * 1024 * 1024))).toEqual({
      ok: false,
      error: errors.tooLarge('15,3', 10),
    });
  });

  it('calls an empty file empty without reading it', async () => {
    expect(await readImportFile(unreadableFile(0))).toEqual({ ok: false, error: errors.empty });
  });

  it('says so when the file cannot be read', async () => {
    expect(await readImportFile(unreadableFile(100))).toEqual({
      ok: false,
      error: errors.unreadable,
    });
  });

  it('reads a big file on the main thread where there are no workers, as in jsdom', async () => {
    expect(typeof Worker).toBe('undefined');
    const result = await readImportFile(new File([bigCsv], 'list.csv', { type: 'text/csv' }));
    expect(result.ok && result.rows.length).toBe(12_000);
    expect(result).toEqual(readImportText(bigCsv, 'list.csv'));
  });

  it('rejects with the reason when aborted before it starts', async () => {
    const controller = new AbortController();
    controller.abort('closed');
    await expect(
      readImportFile(new File(['imdbID\ntt0133093'], 'a.csv'), { signal: controller.signal }),
    ).rejects.toBe('closed');
  });
});

describe('reading a big file in a worker', () => {
  beforeEach(() => {
    FakeWorker.made = [];
    FakeWorker.behaviour = 'answer';
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => vi.unstubAllGlobals());

  const bigFile = () => new File([bigCsv], 'ratings.csv');

  it('parses in a module worker and stops it after its answer', async () => {
    const result = await readImportFile(bigFile());
    // The worker is given the name: it tells Letterboxd's files apart (formats/fileShelf.ts).
    expect(result).toEqual(readImportText(bigCsv, 'ratings.csv'));
    expect(result).not.toEqual(readImportText(bigCsv, 'watchlist.csv'));
    expect(FakeWorker.made).toHaveLength(1);
    const [worker] = FakeWorker.made;
    expect(worker.url.pathname).toMatch(/importWorker\.ts$/);
    expect(worker.options).toEqual({ type: 'module' });
    expect(worker.terminated).toBe(true);
  });

  it('leaves a small file to the main thread', async () => {
    const result = await readImportFile(new File(['imdbID\ntt0133093'], 'a.csv'));
    expect(result.ok).toBe(true);
    expect(FakeWorker.made).toHaveLength(0);
  });

  it('parses on the main thread when the worker fails', async () => {
    FakeWorker.behaviour = 'fail';
    expect(await readImportFile(bigFile())).toEqual(readImportText(bigCsv));
    expect(FakeWorker.made[0].terminated).toBe(true);
  });

  it('parses on the main thread when no worker can start', async () => {
    vi.stubGlobal(
      'Worker',
      vi.fn(function NoWorker() {
        throw new DOMException('blocked', 'SecurityError');
      }),
    );
    expect(await readImportFile(bigFile())).toEqual(readImportText(bigCsv));
  });

  it('stops the worker and rejects with the reason when aborted', async () => {
    FakeWorker.behaviour = 'silent';
    const controller = new AbortController();
    const reading = readImportFile(bigFile(), { signal: controller.signal });
    await vi.waitFor(() => expect(FakeWorker.made).toHaveLength(1));
    const reason = new DOMException('Stopped', 'AbortError');
    controller.abort(reason);
    await expect(reading).rejects.toBe(reason);
    expect(FakeWorker.made[0].terminated).toBe(true);
  });
});
