/**
 * How many generated cases the client's property tests (fast-check) run, decided here for all.
 *
 * A property's count is a deliberate choice, not whatever fits in a time limit: each test names its
 * `quick` count, which the ordinary run (`npm run test:unit`, `npm test`) uses, and its `full`
 * count, which `npm run test:deep` uses (it sets FC_DEEP=1; see vitest.config.ts). The quick count
 * still covers every family of its generator many times over; the full count is the one each
 * property was written with. A case that once found a bug belongs in the property's `examples`
 * (fast-check runs those first, whatever the count), so no count can drop it. `FC_RUNS=<n>` runs
 * exactly n cases per property instead, to hunt further (`FC_RUNS=20000 npx vitest run <file>`).
 *
 * Read through import.meta.env, which Vitest backs with the worker's process.env.
 */
const env = import.meta.env as Record<string, string | undefined>;

/** Whether this run is the deep one: every property at its full count. */
export const deepRun = env.FC_DEEP === '1' || env.FC_DEEP === 'true';

const forcedRuns = Number.parseInt(env.FC_RUNS ?? '', 10);

export interface RunCounts {
  /** The ordinary run's count. */
  quick: number;
  /** The deep run's count: the one the property was written with. */
  full: number;
}

/** This run's number of cases for a property. */
export function propertyRuns({ quick, full }: RunCounts): number {
  if (Number.isInteger(forcedRuns) && forcedRuns > 0) return forcedRuns;
  return deepRun ? full : quick;
}

/**
 * A property test's time limit: a hang detector, far above what a busy machine needs (each of these
 * takes a few seconds at most alone), never a speed test. The deep run (or FC_RUNS) allows more.
 */
export const PROPERTY_TIMEOUT_MS = deepRun || Number.isInteger(forcedRuns) ? 900_000 : 120_000;

/** A property test's options, for `it(name, propertyTest, fn)` or a describe of property tests. */
export const propertyTest = { timeout: PROPERTY_TIMEOUT_MS };
