/** The route schemas of docs/sync-protocol.md: Fastify refuses anything else with 400. */

const ID = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
const DATA = { type: 'string', pattern: '^[A-Za-z0-9_-]*$' } as const;
const SEQ = { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } as const;

export const storeParams = {
  type: 'object',
  required: ['storeId'],
  properties: { storeId: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' } },
} as const;

export const readQuery = {
  type: 'object',
  properties: {
    after: { ...SEQ, default: 0 },
    wait: { type: 'integer', minimum: 0, maximum: 25, default: 0 },
  },
} as const;

export const messagesBody = {
  type: 'object',
  required: ['messages'],
  additionalProperties: false,
  properties: {
    messages: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        required: ['id', 'data'],
        additionalProperties: false,
        properties: { id: ID, data: DATA },
      },
    },
  },
} as const;

export const snapshotBody = {
  type: 'object',
  required: ['id', 'upTo', 'part', 'parts', 'data'],
  additionalProperties: false,
  properties: {
    id: ID,
    upTo: SEQ,
    part: { type: 'integer', minimum: 0, maximum: 99 },
    parts: { type: 'integer', minimum: 1, maximum: 100 },
    data: DATA,
  },
} as const;

export interface StoreParams {
  storeId: string;
}
export interface ReadQuery {
  after: number;
  wait: number;
}
export interface MessagesBody {
  messages: { id: string; data: string }[];
}
export interface SnapshotBody {
  id: string;
  upTo: number;
  part: number;
  parts: number;
  data: string;
}
