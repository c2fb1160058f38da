import type { Plugin } from 'vite';

/**
 * React Router ships one module for all its APIs, and some of its top-level statements look like
 * side effects to a bundler: `React.forwardRef(…)` and `React.memo(…)` without a pure annotation, and
 * `Component.displayName = …` assignments (names for React's developer tools). Each keeps its
 * component, and everything that component uses, in the bundle whether the app uses it or not (the
 * data router's forms, scroll restoration, error pages). Marking the calls pure and dropping the
 * names from the production build lets tree-shaking keep only what the app imports.
 */
const WRAPPED_COMPONENT = /= (React\d*)\.(forwardRef|memo)\(/g;
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

export interface PureRouterCode {
  code: string;
  /** The calls marked pure, and the names dropped. */
  marked: number;
  dropped: number;
}

export function markRouterPure(code: string): PureRouterCode {
  let marked = 0;
  let dropped = 0;
  const pure = code
    .replace(WRAPPED_COMPONENT, (_match, react: string, wrapper: string) => {
      marked += 1;
      return `= /* @__PURE__ */ ${react}.${wrapper}(`;
    })
    .replace(DISPLAY_NAME, () => {
      dropped += 1;
      return '';
    });
  return { code: pure, marked, dropped };
}

/**
 * Fails the build when React Router's components no longer match (a new version written another
 * way): the rewrite would silently do nothing, and the entry grow. scripts/pureRouter.test.ts checks
 * the installed version the same way.
 */
export function pureRouter(): Plugin {
  return {
    name: 'filmoteka:pure-router',
    apply: 'build',
    transform: {
      filter: { id: /node_modules\/react-router\/dist\/production\/.*\.mjs$/ },
      handler(code, id) {
        const { code: pure, marked, dropped } = markRouterPure(code);
        const holdsComponents = /\bforwardRef\(|\.displayName = /.test(code);
        if (holdsComponents && (marked === 0 || dropped === 0)) {
          this.error(
            `React Router's build changed shape (${id}): scripts/pureRouter.ts marks nothing pure.`,
          );
        }
        return pure === code ? null : { code: pure, map: null };
      },
    },
  };
}
