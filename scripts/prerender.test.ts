import type { Rolldown } from 'vite';
import { announceAssets, collectPageAssets, lowerLoadPriority } from './prerender.ts';

/** The fields of a chunk that collectPageAssets reads; the rest does not matter here. */
function chunk(fileName: string, fields: Record<string, unknown>): Rolldown.OutputChunk {
  const partial = {
    type: 'chunk',
    fileName,
    imports: [],
    isDynamicEntry: false,
    ...fields,
  };
  return partial as unknown as Rolldown.OutputChunk;
}
const css = (...files: string[]) => ({
  importedCss: new Set(files),
  importedAssets: new Set<string>(),
});

describe('collectPageAssets', () => {
  it("lists each lazy page's chunk, the chunks it imports and their stylesheets", () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', {
        isEntry: true,
        imports: ['assets/shared.js'],
        viteMetadata: css('assets/index.css'),
      }),
      'assets/shared.js': chunk('assets/shared.js', {}),
      'assets/carousel.js': chunk('assets/carousel.js', { imports: ['assets/shared.js'] }),
      'assets/FavoritesPage.js': chunk('assets/FavoritesPage.js', {
        isDynamicEntry: true,
        facadeModuleId: '/app/src/pages/FavoritesPage/FavoritesPage.tsx',
        imports: ['assets/carousel.js', 'assets/index.js'],
        viteMetadata: css('assets/FavoritesPage.css'),
      }),
      'assets/lazyHelper.js': chunk('assets/lazyHelper.js', {
        isDynamicEntry: true,
        facadeModuleId: '/app/src/features/lazyHelper.ts',
      }),
    } as unknown as Rolldown.OutputBundle;
    const pages = collectPageAssets(bundle);
    expect([...pages.keys()]).toEqual(['FavoritesPage']);
    expect(pages.get('FavoritesPage')).toEqual({
      scripts: [
        'assets/FavoritesPage.js',
        'assets/carousel.js',
        'assets/shared.js',
        'assets/index.js',
      ],
      styles: ['assets/FavoritesPage.css', 'assets/index.css'],
    });
  });
});

describe('announceAssets', () => {
  const html =
    '<html><head><script type="module" crossorigin src="/assets/index.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/shared.js"></head><body></body></html>';

  it('adds a preload for each file the page does not load yet, at the end of the head', () => {
    const out = announceAssets(html, {
      scripts: ['assets/FavoritesPage.js', 'assets/shared.js', 'assets/index.js'],
      styles: ['assets/FavoritesPage.css'],
    });
    expect(out).toBe(
      html.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/FavoritesPage.js">' +
          '<link rel="preload" as="style" crossorigin href="/assets/FavoritesPage.css"></head>',
      ),
    );
  });
});

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
