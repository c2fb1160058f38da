import { readImportText } from './readImport';

// A module worker (see readImportFile): reads a big file's text off the main thread.
self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const data = event.data as { text?: unknown; name?: unknown } | null;
  const text = typeof data?.text === 'string' ? data.text : '';
  self.postMessage(readImportText(text, typeof data?.name === 'string' ? data.name : ''));
});
