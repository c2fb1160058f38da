import { eagerFactories } from './eagerCommonJs.ts';

describe('CommonJS wrappers compiled eagerly', () => {
  it('rewrites both kinds of wrapper Rolldown writes as parenthesized functions', () => {
    const sample = [
      'var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {',
      '\texports.a = 1;',
      '}));',
      'var require_b = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
      '\tmodule.exports = require_a();',
      '}));',
    ].join('\n');
    const { code, rewritten } = eagerFactories(sample);
    expect(rewritten).toBe(2);
    expect(code).toContain('__commonJSMin((function(exports) {\n\texports.a = 1;\n}));');
    expect(code).toContain('__commonJSMin((function(exports, module) {\n');
    expect(code).not.toContain('=>');
  });

  it('leaves the result a working module', () => {
    const sample =
      'var __commonJSMin = (cb, mod) => () => (mod || cb((mod = { exports: {} }).exports, mod), mod.exports);\n' +
      'var require_b = __commonJSMin(((exports, module) => {\n\tmodule.exports = { answer: 42 };\n}));\n' +
      'return require_b();';
    const run = (code: string) => new Function(code)() as { answer: number };
    expect(run(eagerFactories(sample).code)).toEqual(run(sample));
  });

  it('changes nothing else', () => {
    const code = 'const f = ((x) => {\n\treturn x;\n});\nfoo(((exports) => {}));';
    expect(eagerFactories(code)).toEqual({ code, rewritten: 0 });
  });
});
