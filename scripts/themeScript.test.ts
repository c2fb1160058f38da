import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script, createContext } from 'node:vm';
import {
  buildThemeScript,
  insertThemeScript,
  themeScriptFileName,
  type BuiltThemeScript,
} from './themeScript.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs a classic script against a page of its own: `stored` in localStorage under «theme». */
function runOnPage(code: string, stored: string | null) {
  const attributes = new Map<string, string>();
  const storageListeners: ((event: { key: string | null; storageArea: object }) => void)[] = [];
  const storage = new Map(stored === null ? [] : [['theme', stored]]);
  const localStorage = { getItem: (key: string) => storage.get(key) ?? null };
  const window = {
    localStorage,
    addEventListener: (
      type: string,
      listener: (event: { key: string | null; storageArea: object }) => void,
    ) => {
      if (type === 'storage') storageListeners.push(listener);
    },
  };
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
    },
  };
  new Script(code).runInContext(createContext({ window, document }));
  return {
    theme: () => attributes.get('data-theme') ?? null,
    otherTabWrites(key: string | null, value: string) {
      storage.set('theme', value);
      for (const listener of storageListeners) listener({ key, storageArea: localStorage });
    },
  };
}

describe('the theme script', () => {
  let built: BuiltThemeScript;
  beforeAll(async () => {
    built = await buildThemeScript(root);
  });

  it('is a classic script: it parses as one, with no import or export', () => {
    expect(() => new Script(built.code)).not.toThrow();
    expect(built.code).not.toMatch(/\bimport\b|\bexport\b/);
  });

  it('holds the theme’s boot code, the storage keys and the storage listener, nothing else', () => {
    const sources = built.sources.map((file) => relative(root, file).split('\\').join('/'));
    expect(sources.sort()).toEqual([
      'src/data/storage/onStoredChange.ts',
      'src/data/storage/storageKeys.ts',
      'src/features/theme/themeBoot.ts',
      'src/features/theme/themeScript.ts',
    ]);
    expect(built.code.length).toBeLessThan(1000);
  });

  it('puts the stored theme on <html> as it runs, and follows the other tabs', () => {
    const page = runOnPage(built.code, 'dark');
    expect(page.theme()).toBe('dark');
    page.otherTabWrites('theme', 'light');
    expect(page.theme()).toBe('light');
    page.otherTabWrites('theme', 'system');
    expect(page.theme()).toBeNull();
    expect(runOnPage(built.code, null).theme()).toBeNull();
  });
});

describe('themeScriptFileName', () => {
  it('names a content-hashed file under assets/, served immutable', () => {
    const name = themeScriptFileName('(function(){})();');
    expect(name).toMatch(/^assets\/theme-[\w-]{8}\.js$/);
    expect(themeScriptFileName('(function(){})();')).toBe(name);
    expect(themeScriptFileName('(function(){ })();')).not.toBe(name);
  });
});

describe('insertThemeScript', () => {
  it('names the script last in the head: after the styles, before the body', () => {
    const html =
      '<!doctype html><html><head><meta charset="UTF-8" /><title>Фильмотека</title>' +
      '<script type="module" src="/assets/index.js"></script><style>body{margin:0}</style>\n  </head>' +
      '<body><div id="root"></div></body></html>';
    expect(insertThemeScript(html, '/assets/theme-abc.js')).toBe(
      '<!doctype html><html><head><meta charset="UTF-8" /><title>Фильмотека</title>' +
        '<script type="module" src="/assets/index.js"></script><style>body{margin:0}</style>\n  ' +
        '<script src="/assets/theme-abc.js"></script>\n  </head>' +
        '<body><div id="root"></div></body></html>',
    );
  });

  it('refuses a page without a head to end', () => {
    expect(() => insertThemeScript('<html><body></body></html>', '/t.js')).toThrow(/<\/head>/);
  });
});
