import { lowerLoadPriority } from './prerender.ts';

describe('lowerLoadPriority', () => {
  it('marks module scripts, module preloads and preloads as low priority, once', () => {
    const html =
      '<script type="module" crossorigin src="/a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/b.js">' +
      '<link rel="preload" as="style" crossorigin href="/c.css">' +
      '<link rel="icon" href="/favicon.svg">';
    const lowered = lowerLoadPriority(html);
    expect(lowered).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/a.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/b.js">' +
        '<link rel="preload" fetchpriority="low" as="style" crossorigin href="/c.css">' +
        '<link rel="icon" href="/favicon.svg">',
    );
    expect(lowerLoadPriority(lowered)).toBe(lowered);
  });
});
