/**
 * The shapes of docs/sync-protocol.md, checked by hand: anything else is a 400. Fastify's own
 * validation coerces (`null` to "", numbers to strings) and drops unknown properties; these do not.
 */
import {
  DATA_PATTERN,
  DECIMAL_PATTERN,
  ITEM_ID_PATTERN,
  MAX_MESSAGES_PER_REQUEST,
  MAX_SNAPSHOT_PARTS,
  MAX_WAIT_SECONDS,
  STORE_ID_PATTERN,
  type MessagesBody,
  type SnapshotPart,
  type WireMessage,
} from './contract.ts';

export interface StoreParams {
  storeId: string;
}
export interface ReadQuery {
  after: number;
  wait: number;
}
export type { MessagesBody, SnapshotPart as SnapshotBody };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object with exactly these keys (the optional ones may be missing). */
function hasKeys(value: unknown, required: string[], optional: string[] = []): value is Json {
  if (!isObject(value)) return false;
  const keys = Object.keys(value);
  return (
    required.every((key) => Object.hasOwn(value, key)) &&
    keys.every((key) => required.includes(key) || optional.includes(key))
  );
}

const text = (value: unknown, pattern: RegExp): value is string =>
  typeof value === 'string' && pattern.test(value);

const whole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

export const validStoreId = (value: unknown): value is string => text(value, STORE_ID_PATTERN);

/** `?after=&wait=`, decimal and in range; each at most once (a repeated key is an array). */
export function readQuery(query: unknown): ReadQuery | undefined {
  if (!hasKeys(query, [], ['after', 'wait'])) return undefined;
  const number = (value: unknown, max: number) => {
    if (value === undefined) return 0;
    if (!text(value, DECIMAL_PATTERN)) return undefined;
    const parsed = Number(value);
    return parsed <= max ? parsed : undefined;
  };
  const after = number(query.after, Number.MAX_SAFE_INTEGER);
  const wait = number(query.wait, MAX_WAIT_SECONDS);
  return after === undefined || wait === undefined ? undefined : { after, wait };
}

const message = (value: unknown): value is WireMessage =>
  hasKeys(value, ['id', 'data']) &&
  text(value.id, ITEM_ID_PATTERN) &&
  text(value.data, DATA_PATTERN);

export function messagesBody(body: unknown): MessagesBody | undefined {
  if (!hasKeys(body, ['messages'])) return undefined;
  const { messages } = body;
  const fits =
    Array.isArray(messages) &&
    messages.length >= 1 &&
    messages.length <= MAX_MESSAGES_PER_REQUEST &&
    messages.every(message);
  return fits ? { messages } : undefined;
}

export function snapshotBody(body: unknown): SnapshotPart | undefined {
  if (!hasKeys(body, ['id', 'upTo', 'part', 'parts', 'data'])) return undefined;
  const { id, upTo, part, parts, data } = body;
  const fits =
    text(id, ITEM_ID_PATTERN) &&
    whole(upTo, 0, Number.MAX_SAFE_INTEGER) &&
    whole(part, 0, MAX_SNAPSHOT_PARTS - 1) &&
    whole(parts, 1, MAX_SNAPSHOT_PARTS) &&
    text(data, DATA_PATTERN);
  return fits ? { id, upTo, part, parts, data } : undefined;
}
