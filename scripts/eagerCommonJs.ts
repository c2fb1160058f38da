import type { Plugin } from 'vite';

/**
 * Rolldown wraps each CommonJS module (React DOM, React, the scheduler) in a factory that runs at
 * the first `require`, written as a parenthesized arrow function. V8 compiles a parenthesized
 * `function` expression eagerly, while the chunk streams in, but an arrow only lazily: the first
 * call then parses React DOM's whole 180 KB factory on the main thread, inside the task that starts
 * the app. Measured at CPU ×4 beside a busy core (Chromium 156, median of 12), running React DOM's
 * factory took 60 ms as an arrow and 38 ms as a function: a long task split in two, the parse
 * moved off the main thread. The wrappers are rewritten before minification, which keeps them.
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
