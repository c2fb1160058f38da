import { readFileSync } from 'node:fs';

/** The one tokens file of the app's styles. */
const css = readFileSync(new URL('../src/shared/styles/tokens.css', import.meta.url), 'utf8');

/** The custom properties a rule sets, by name. */
function tokensOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`no rule for ${selector}`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]),
  );
}

describe('the design tokens', () => {
  it('give the dark theme the same values, from the system or from the visitor’s choice', () => {
    const fromSystem = tokensOf(":root:not([data-theme='light'])");
    const chosen = tokensOf(":root[data-theme='dark']");
    expect(Object.keys(chosen).length).toBeGreaterThan(10);
    expect(chosen).toEqual(fromSystem);
  });

  it('give the dark theme a value for every colour the light one has', () => {
    const light = Object.keys(tokensOf(':root')).filter((name) => name.startsWith('--color-'));
    expect(Object.keys(tokensOf(":root[data-theme='dark']"))).toEqual(
      expect.arrayContaining(light),
    );
  });
});
