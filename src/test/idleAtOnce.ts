/**
 * Idle callbacks run as a browser with nothing else to do runs them: in the next task (jsdom has
 * none). Undone by `vi.unstubAllGlobals()`, after unmounting: unmounting cancels them.
 */
export function idleAtOnce(): void {
  vi.stubGlobal('requestIdleCallback', (run: () => void) => window.setTimeout(run, 0));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => window.clearTimeout(handle));
}
