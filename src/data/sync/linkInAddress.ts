/**
 * Whether the page was opened by a sync link (`#sync=…`, crypto.ts keyFromFragment reads the key).
 * A cheap test the entry can make without loading sync's code.
 */
export function addressHasSyncLink(): boolean {
  return /(^#|&)sync=/.test(window.location.hash);
}
