import { shellFor } from './pageShells';

describe('shellFor', () => {
  it('names the statistics page’s own shell, as the router matches its path', () => {
    for (const path of ['/charts', '/Charts', '/charts/'])
      expect(shellFor(path), path).toBe('charts.html');
  });

  it('leaves every other page to the app shell', () => {
    for (const path of ['/', '/favorites', '/movie/tt0133093', '/charts/more', '/no/such/page'])
      expect(shellFor(path), path).toBeNull();
  });
});
