/**
 * Where a title stands for the visitor, apart from the heart: «Хочу посмотреть», «Смотрю»,
 * «Просмотрено», «Брошено», or none (the field absent). The heart (`favorite`) is its own flag.
 */
export type Status = 'want' | 'watching' | 'watched' | 'dropped';

/** In the order the shelves are shown. */
export const STATUSES: readonly Status[] = ['want', 'watching', 'watched', 'dropped'];

export function isStatus(value: unknown): value is Status {
  return typeof value === 'string' && (STATUSES as readonly string[]).includes(value);
}

/** The record with `status`, or with none for null. */
export function withStatus<T extends { status?: Status }>(record: T, status: Status | null): T {
  if (status !== null) return { ...record, status };
  const rest = { ...record };
  delete rest.status;
  return rest;
}

/**
 * The status after the visitor rated a title or logged a watch day: a title with no status, or one
 * they only wanted to see, is now watched. A show in progress or dropped keeps its status: a rating
 * of the episodes so far does not finish it.
 */
export function statusAfterWatch(status: Status | undefined): Status {
  return status === undefined || status === 'want' ? 'watched' : status;
}
