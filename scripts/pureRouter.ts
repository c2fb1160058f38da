import type { Plugin } from 'vite';

/**
 * React Router ships one module for all its APIs, and some of its top-level statements look like
 * side effects to a bundler: `React.forwardRef(…)` and `React.memo(…)` without a pure annotation, and
 * `Component.displayName = …` assignments (names for React's developer tools). Each keeps its
 * component, and everything that component uses, in the bundle whether the app uses it or not (the
 * data router's forms, scroll restoration, error pages). Marking the calls pure and dropping the
 * names from the production build lets tree-shaking keep only what the app imports.
 */
export function pureRouter(): Plugin {
  return {
    name: 'filmoteka:pure-router',
    apply: 'build',
    transform: {
      filter: { id: /node_modules\/react-router\/dist\/production\/.*\.mjs$/ },
      handler(code) {
        const pure = code
          .replace(/= (React\d*)\.(forwardRef|memo)\(/g, '= /* @__PURE__ */ $1.$2(')
          .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '');
        return pure === code ? null : { code: pure, map: null };
      },
    },
  };
}
