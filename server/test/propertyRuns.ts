/**
 * How many generated requests the server's property tests send, on the client's rule
 * (src/test/propertyRuns.ts, which server code may not import): each names a quick count for the
 * ordinary run and the full one it was written with, which `npm run test:deep` (FC_DEEP=1) uses.
 */
const deepRun = process.env.FC_DEEP === '1' || process.env.FC_DEEP === 'true';

export function serverPropertyRuns(quick: number, full: number): number {
  return deepRun ? full : quick;
}

/** A hang detector, far above what the deep counts need on a busy two-core machine. */
export const SERVER_PROPERTY_TIMEOUT_MS = deepRun ? 300_000 : 60_000;
