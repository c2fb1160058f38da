import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { markRouterPure } from './pureRouter.ts';

/** The installed React Router's production build, which vite.config.ts bundles. */
const productionDir = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/', import.meta.url),
);
const modules = readdirSync(productionDir)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => ({ file, code: readFileSync(productionDir + file, 'utf8') }));

describe("React Router's build, marked pure", () => {
  it('still holds components written as the rewrite expects, and the rewrite finds them', () => {
    const withComponents = modules.filter(({ code }) => /\bforwardRef\(/.test(code));
    expect(withComponents.length).toBeGreaterThan(0);
    for (const { file, code } of withComponents) {
      const { marked, dropped } = markRouterPure(code);
      expect(marked, file).toBeGreaterThan(0);
      expect(dropped, file).toBeGreaterThan(0);
    }
  });

  it('leaves no wrapped component unmarked and no display name', () => {
    for (const { file, code } of modules) {
      const pure = markRouterPure(code).code;
      expect(pure.match(/= React\d*\.(forwardRef|memo)\(/g), file).toBeNull();
      expect(pure.match(/^[A-Za-z_$][\w$]*\.displayName = /gm), file).toBeNull();
    }
  });

  it('marks a call pure and drops a name in a sample written the same way', () => {
    const sample =
      'var Link = React2.forwardRef(function Link() {});\nLink.displayName = "Link";\n';
    expect(markRouterPure(sample)).toEqual({
      code: 'var Link = /* @__PURE__ */ React2.forwardRef(function Link() {});\n\n',
      marked: 1,
      dropped: 1,
    });
  });
});
