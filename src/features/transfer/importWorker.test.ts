import { readImportText } from './readImport';

describe('the import worker', () => {
  it('answers a file text and name with what readImportText reads from them', async () => {
    const postMessage = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    try {
      await import('./importWorker');
      const text = 'Date,Name,Year,Letterboxd URI\n2024-01-01,The Matrix,1999,https://boxd.it/a';
      window.dispatchEvent(new MessageEvent('message', { data: { text, name: 'watchlist.csv' } }));
      expect(postMessage).toHaveBeenCalledWith(readImportText(text, 'watchlist.csv'));
      expect(postMessage).not.toHaveBeenCalledWith(readImportText(text));
      window.dispatchEvent(new MessageEvent('message', { data: 42 }));
      expect(postMessage).toHaveBeenLastCalledWith(readImportText(''));
    } finally {
      postMessage.mockRestore();
    }
  });
});
