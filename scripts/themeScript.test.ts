// @vitest-environment jsdom
import { storageKeys } from '../src/shared/lib/storageKeys.ts';
import { themeScriptPath, themeScriptSource } from './themeScript.ts';

describe('the theme’s boot script file', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });

  it('runs on its own, reading the app’s own key', () => {
    const source = themeScriptSource();
    expect(source).toContain(JSON.stringify(storageKeys.theme));
    localStorage.setItem(storageKeys.theme, 'dark');
    // As the browser runs a classic script: the source alone, nothing imported.
    new Function(source)();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('is a few hundred bytes, named by its content under assets/ (cached for a year)', () => {
    const source = themeScriptSource();
    expect(new TextEncoder().encode(source).length).toBeLessThan(800);
    expect(themeScriptPath(source)).toMatch(/^\/assets\/theme-[\w-]{8}\.js$/);
    expect(themeScriptPath(source)).toBe(themeScriptPath(themeScriptSource()));
    expect(themeScriptPath(source)).not.toBe(themeScriptPath(`${source} `));
  });
});
