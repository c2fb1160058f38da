import { readImportText } from './readImport';

describe('the import worker', () => {
  it('answers a file text with what readImportText reads from it', async () => {
    const postMessage = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    try {
      await import('./importWorker');
      const text = 'Const,Title\ntt0133093,The Matrix';
      window.dispatchEvent(new MessageEvent('message', { data: text }));
      expect(postMessage).toHaveBeenCalledWith(readImportText(text));
      window.dispatchEvent(new MessageEvent('message', { data: 42 }));
      expect(postMessage).toHaveBeenLastCalledWith(readImportText(''));
    } finally {
      postMessage.mockRestore();
    }
  });
});
