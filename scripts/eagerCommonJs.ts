import type { Plugin } from 'vite';

/**
 * Rolldown wraps each CommonJS module (React DOM, React, the scheduler) in a factory that runs at
 * the first `require`, written as a parenthesized arrow function. V8 compiles a parenthesized
 * `function` expression eagerly, while the chunk streams in, but an arrow only lazily: the first
 * call then parses React DOM's whole 180 KB factory on the main thread, inside the task that starts
 * the app. Running React DOM's factory alone at CPU ×4 (Chromium 156, median of 12) took 76 ms as
 * an arrow and 39 ms as a function on a quiet machine, and 69–74 ms against 49–60 ms beside a busy
 * core (docs/decisions.md). The wrappers are rewritten before minification, which keeps them.
 */
const WRAPPER = /__commonJSMin\(\(\((exports(?:, module)?)\) => \{/g;

export interface EagerCode {
  code: string;
  /** How many wrappers were rewritten. */
  rewritten: number;
}

export function eagerFactories(code: string): EagerCode {
  let rewritten = 0;
  const eager = code.replace(WRAPPER, (_match, params: string) => {
    rewritten += 1;
    return `__commonJSMin((function(${params}) {`;
  });
  return { code: eager, rewritten };
}

/**
 * The rewrite for the client build. Fails the build when React DOM's chunk has no wrapper left to
 * rewrite (another Rolldown writing them otherwise), rather than lose the gain silently.
 */
export function eagerCommonJs(chunkThatMustHaveOne = 'react-dom'): Plugin {
  return {
    name: 'filmoteka:eager-commonjs',
    apply: 'build',
    renderChunk(code, chunk) {
      const { code: eager, rewritten } = eagerFactories(code);
      if (chunk.name === chunkThatMustHaveOne && rewritten === 0)
        this.error(`no CommonJS wrapper found to compile eagerly in ${chunk.fileName}`);
      return rewritten > 0 ? { code: eager, map: null } : null;
    },
  };
}
