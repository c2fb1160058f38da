import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import * as v from 'valibot';
import { imdbIdPattern } from '../../api/imdbId';
import type { DetailFacts, MovieDetail } from '../../api/types';

/** A film's facts (what the statistics read) and when they were fetched (ISO time). */
export interface FactsRecord extends DetailFacts {
  fetchedAt: string;
}

export interface DetailRecord {
  detail: MovieDetail;
  fetchedAt: string;
}

interface DetailsDb extends DBSchema {
  /** The whole detail, for the film's page. */
  details: { key: string; value: DetailRecord };
  /** The facts alone: the statistics read every favorite's, and a few hundred bytes each read fast. */
  facts: { key: string; value: FactsRecord };
}

export const DETAILS_DB = 'filmoteka-details';
const DB_VERSION = 1;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Details older than this are fetched again when online; films no favorite needs are then pruned. */
export const FRESH_FOR_MS = 30 * DAY_MS;

export interface DetailsStore {
  /** Every film's facts the store holds; a record that cannot be read is deleted and left out. */
  readFacts(): Promise<Map<string, FactsRecord>>;
  readDetail(imdbID: string): Promise<DetailRecord | null>;
  save(detail: MovieDetail, fetchedAt?: string): Promise<FactsRecord>;
  /** Deletes the films no favorite needs that nobody has fetched for FRESH_FOR_MS. */
  prune(
    favorites: ReadonlySet<string>,
    facts: ReadonlyMap<string, FactsRecord>,
    now: number,
  ): Promise<void>;
}

/** A fact OMDb may leave out. */
const optionalString = v.nullable(v.string());
const factsSchema = v.object({
  imdbID: v.pipe(v.string(), v.regex(imdbIdPattern)),
  title: v.string(),
  year: v.string(),
  type: v.string(),
  genre: optionalString,
  director: optionalString,
  actors: optionalString,
  runtime: optionalString,
  imdbRating: v.nullable(v.number()),
  country: optionalString,
  language: optionalString,
  fetchedAt: v.pipe(v.string(), v.isoTimestamp()),
});

/** The facts' fields, read off the schema that checks a stored record. */
const FACT_FIELDS = Object.keys(factsSchema.entries).filter(
  (field): field is keyof DetailFacts => field !== 'fetchedAt',
);

export function toFacts(detail: MovieDetail, fetchedAt: string): FactsRecord {
  const facts = Object.fromEntries(FACT_FIELDS.map((field) => [field, detail[field]]));
  return { ...(facts as DetailFacts), fetchedAt };
}

/** Whether facts fetched at `fetchedAt` are still fresh at `now`. */
export function isFresh(record: Pick<FactsRecord, 'fetchedAt'>, now: number): boolean {
  return now - Date.parse(record.fetchedAt) < FRESH_FOR_MS;
}

function readable(records: readonly unknown[]): {
  facts: Map<string, FactsRecord>;
  broken: string[];
} {
  const facts = new Map<string, FactsRecord>();
  const broken: string[] = [];
  for (const record of records) {
    const parsed = v.safeParse(factsSchema, record);
    if (parsed.success) facts.set(parsed.output.imdbID, parsed.output);
    else if (
      record &&
      typeof record === 'object' &&
      typeof (record as { imdbID?: unknown }).imdbID === 'string'
    ) {
      broken.push((record as { imdbID: string }).imdbID);
    }
  }
  return { facts, broken };
}

function idbStore(db: IDBPDatabase<DetailsDb>): DetailsStore {
  const remove = async (ids: readonly string[]) => {
    if (ids.length === 0) return;
    const tx = db.transaction(['details', 'facts'], 'readwrite');
    for (const id of ids) {
      void tx.objectStore('details').delete(id);
      void tx.objectStore('facts').delete(id);
    }
    await tx.done;
  };
  return {
    async readFacts() {
      const { facts, broken } = readable(await db.getAll('facts'));
      if (broken.length > 0) {
        console.error(
          `[details] ${broken.length} stored record(s) could not be read; fetching them again`,
        );
        await remove(broken);
      }
      return facts;
    },
    async readDetail(imdbID) {
      return (await db.get('details', imdbID)) ?? null;
    },
    async save(detail, fetchedAt = new Date().toISOString()) {
      const facts = toFacts(detail, fetchedAt);
      const tx = db.transaction(['details', 'facts'], 'readwrite');
      void tx.objectStore('details').put({ detail, fetchedAt }, detail.imdbID);
      void tx.objectStore('facts').put(facts, detail.imdbID);
      await tx.done;
      return facts;
    },
    async prune(favorites, facts, now) {
      const unneeded = [...facts.values()].filter(
        (record) => !favorites.has(record.imdbID) && !isFresh(record, now),
      );
      await remove(unneeded.map((record) => record.imdbID));
    },
  };
}

/** The same, in this page's memory only: where IndexedDB is missing, blocked or failing. */
export function memoryStore(): DetailsStore {
  const details = new Map<string, DetailRecord>();
  const facts = new Map<string, FactsRecord>();
  return {
    readFacts: async () => new Map(facts),
    readDetail: async (imdbID) => details.get(imdbID) ?? null,
    async save(detail, fetchedAt = new Date().toISOString()) {
      const record = toFacts(detail, fetchedAt);
      details.set(detail.imdbID, { detail, fetchedAt });
      facts.set(detail.imdbID, record);
      return record;
    },
    async prune(favorites, known, now) {
      for (const record of known.values()) {
        if (favorites.has(record.imdbID) || isFresh(record, now)) continue;
        details.delete(record.imdbID);
        facts.delete(record.imdbID);
      }
    },
  };
}

/**
 * A store that never fails its caller: any IndexedDB failure (missing, blocked, full, throwing) is
 * logged once and the page goes on with the memory store, so the statistics still show.
 */
function failSafe(primary: DetailsStore): DetailsStore {
  let current = primary;
  let reported = false;
  const fallBack = (error: unknown) => {
    if (!reported)
      console.error('[details] IndexedDB failed; details are kept in memory for now', error);
    reported = true;
    if (current === primary) current = memoryStore();
  };
  const guard =
    <A extends unknown[], R>(call: (store: DetailsStore) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(current)(...args);
      } catch (error) {
        fallBack(error);
        return call(current)(...args);
      }
    };
  return {
    readFacts: guard((store) => store.readFacts),
    readDetail: guard((store) => store.readDetail),
    save: guard((store) => store.save),
    prune: guard((store) => store.prune),
  };
}

const OPEN_TIMEOUT_MS = 3000;
let opened: Promise<DetailsStore> | null = null;

async function openIdb(): Promise<DetailsStore> {
  if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
  const db = openDB<DetailsDb>(DETAILS_DB, DB_VERSION, {
    upgrade(database) {
      database.createObjectStore('details');
      database.createObjectStore('facts');
    },
    // A newer version of the app opened the database in another tab: let it upgrade.
    blocking() {
      void db.then((open) => open.close());
    },
  });
  // "blocked" never settles the open: an older tab holds the database. Do not wait for ever.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('IndexedDB did not open in time')), OPEN_TIMEOUT_MS);
  });
  try {
    return idbStore(await Promise.race([db, timeout]));
  } finally {
    clearTimeout(timer);
  }
}

/** The page's details store: IndexedDB when it works, memory when it does not. Opened once. */
export function detailsStore(): Promise<DetailsStore> {
  opened ??= openIdb()
    .catch((error: unknown) => {
      console.error('[details] IndexedDB could not be opened; details are kept in memory', error);
      return memoryStore();
    })
    .then(failSafe);
  return opened;
}

/** For tests: the next call opens the store anew. */
export function forgetDetailsStore(): void {
  opened = null;
}
