/**
 * import-x's no-cycle skips `import type`: a cycle closed by a type is not reported. These two
 * pieces make it count every import (eslint.config.js, `local/no-cycle`):
 * - `parseForESLint`: @typescript-eslint/parser with every import and export read as a value one;
 *   import-x reads the modules an import leads to with it (the `import-x/parsers` setting);
 * - `countingTypeImports(rule)`: the rule, shown the linted file's own imports as value ones.
 * CommonJS: import-x loads a parser with `require`.
 */
const parser = require('@typescript-eslint/parser');

const DECLARATIONS = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'TSImportEqualsDeclaration',
]);

/** The declaration with its `type` and its specifiers' `type` dropped, in place. */
function asValue(node) {
  if ('importKind' in node) node.importKind = 'value';
  if ('exportKind' in node) node.exportKind = 'value';
  for (const specifier of node.specifiers ?? []) {
    if ('importKind' in specifier) specifier.importKind = 'value';
    if ('exportKind' in specifier) specifier.exportKind = 'value';
  }
  return node;
}

function parseForESLint(code, options) {
  const result = parser.parseForESLint(code, options);
  for (const node of result.ast.body) if (DECLARATIONS.has(node.type)) asValue(node);
  return result;
}

/** A copy of an import declaration read as a value import; the file's own AST stays as it is. */
function valueCopy(node) {
  return asValue({ ...node, specifiers: node.specifiers?.map((specifier) => ({ ...specifier })) });
}

function countingTypeImports(rule) {
  return {
    ...rule,
    create(context) {
      const listeners = rule.create(context);
      return Object.fromEntries(
        Object.entries(listeners).map(([selector, listener]) => [
          selector,
          DECLARATIONS.has(selector) ? (node) => listener(valueCopy(node)) : listener,
        ]),
      );
    },
  };
}

module.exports = { ...parser, parseForESLint, countingTypeImports };
