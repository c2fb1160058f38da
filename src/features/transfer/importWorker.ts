import { readImportText } from './readImport';

// A module worker (see readImportFile): reads a big file's text off the main thread.
self.addEventListener('message', (event: MessageEvent<unknown>) => {
  self.postMessage(readImportText(typeof event.data === 'string' ? event.data : ''));
});
