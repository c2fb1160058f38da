import { setLoadPriorities } from './prerender.ts';

describe('setLoadPriorities', () => {
  it('makes the page scripts hold the first paint and marks preloads as low priority, once', () => {
    const html =
      '<script type="module" crossorigin src="/a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/b.js">' +
      '<link rel="preload" as="style" crossorigin href="/c.css">' +
      '<link rel="icon" href="/favicon.svg">';
    const set = setLoadPriorities(html);
    expect(set).toBe(
      '<script type="module" blocking="render" crossorigin src="/a.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/b.js">' +
        '<link rel="preload" fetchpriority="low" as="style" crossorigin href="/c.css">' +
        '<link rel="icon" href="/favicon.svg">',
    );
    expect(setLoadPriorities(set)).toBe(set);
  });
});
