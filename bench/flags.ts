/** The benchmark's command-line flags, `--name=value`, read the same way by every section. */

export function flag(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

/** A whole-number flag, `fallback` when it is not given. */
export function count(name: string, fallback: number, least = 1): number {
  const raw = flag(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < least)
    throw new Error(`--${name} must be a whole number ≥ ${least}, got "${raw}"`);
  return value;
}

/** A comma-separated flag: `--against=a,b` → ['a', 'b']. */
export function list(name: string, fallback: readonly string[] = []): string[] {
  const raw = flag(name);
  if (raw === undefined) return [...fallback];
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * The items whose name contains one of `substrings` (case-insensitive), in their own order; every
 * item when none is given. `--presses=Смотрю,сезон` → the presses so named. Naming nothing that
 * matches is an error that lists the names.
 */
export function byName<T extends { name: string }>(
  items: readonly T[],
  substrings: readonly string[],
  flagName: string,
): T[] {
  if (substrings.length === 0) return [...items];
  const wanted = substrings.map((part) => part.toLowerCase());
  const chosen = items.filter((item) =>
    wanted.some((part) => item.name.toLowerCase().includes(part)),
  );
  if (chosen.length === 0)
    throw new Error(
      `--${flagName}=${substrings.join(',')} names none of: ${items.map((item) => item.name).join('; ')}`,
    );
  return chosen;
}
