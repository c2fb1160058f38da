/** The sync protocol v1 in memory, as MSW handlers: enough of a server for the client's tests. */
import { http, HttpResponse } from 'msw';

interface Stored {
  tokenHash: string;
  seq: number;
  messages: { seq: number; id: string; data: string }[];
  snapshot: { upTo: number; parts: string[] } | null;
  building: Map<string, { upTo: number; parts: (string | undefined)[] }>;
  wake: Set<() => void>;
}

const BASE = '*/api/sync/v1/stores/:storeId';
const STORE_ID = /^[A-Za-z0-9_-]{22}$/;
const MESSAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const DATA = /^[A-Za-z0-9_-]*$/;
export const REQUEST_DATA_MAX = 65_536;

const fail = (status: number, error: string) => HttpResponse.json({ error }, { status });

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createMemorySyncServer() {
  const stores = new Map<string, Stored>();

  /** The store and the answer to give instead when the request may not reach it. */
  async function reach(request: Request, storeId: string, create: boolean) {
    const match = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(request.headers.get('Authorization') ?? '');
    if (!match) return { error: fail(401, 'no-token') };
    if (!STORE_ID.test(storeId)) return { error: fail(400, 'bad-request') };
    const tokenHash = await sha256Hex(match[1]);
    let store = stores.get(storeId);
    if (!store) {
      if (!create) return { error: fail(404, 'not-found') };
      store = {
        tokenHash,
        seq: 0,
        messages: [],
        snapshot: null,
        building: new Map(),
        wake: new Set(),
      };
      stores.set(storeId, store);
    }
    if (store.tokenHash !== tokenHash) return { error: fail(403, 'wrong-token') };
    return { store };
  }

  function answer(store: Stored, after: number) {
    if (store.snapshot && after < store.snapshot.upTo) {
      const { upTo } = store.snapshot;
      const messages = store.messages.filter((message) => message.seq > upTo);
      return { seq: store.seq, snapshot: store.snapshot, messages };
    }
    const messages = store.messages.filter((message) => message.seq > after);
    return { seq: store.seq, snapshot: null, messages };
  }

  const handlers = [
    http.get(BASE, async ({ request, params }) => {
      const { store, error } = await reach(request, String(params.storeId), false);
      if (!store) return error;
      const query = new URL(request.url).searchParams;
      const after = Number(query.get('after') ?? '0');
      const wait = Number(query.get('wait') ?? '0');
      if (!Number.isInteger(after) || after < 0 || !(wait >= 0 && wait <= 25)) {
        return fail(400, 'bad-request');
      }
      if (answer(store, after).messages.length === 0 && wait > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, wait * 1000);
          store.wake.add(() => {
            clearTimeout(timer);
            resolve();
          });
          request.signal.addEventListener('abort', () => resolve());
        });
      }
      return HttpResponse.json(answer(store, after));
    }),

    http.post(`${BASE}/messages`, async ({ request, params }) => {
      const body = (await request.json().catch(() => null)) as { messages?: unknown } | null;
      const messages = body?.messages;
      const valid =
        Array.isArray(messages) &&
        messages.length >= 1 &&
        messages.length <= 100 &&
        messages.every(
          (message: { id?: unknown; data?: unknown }) =>
            typeof message?.id === 'string' &&
            MESSAGE_ID.test(message.id) &&
            typeof message.data === 'string' &&
            DATA.test(message.data),
        );
      const { store, error } = await reach(request, String(params.storeId), valid);
      if (!store) return error;
      if (!valid) return fail(400, 'bad-request');
      const list = messages as { id: string; data: string }[];
      if (list.reduce((sum, message) => sum + message.data.length, 0) > REQUEST_DATA_MAX) {
        return fail(413, 'too-large');
      }
      for (const { id, data } of list) {
        if (store.messages.some((message) => message.id === id)) continue;
        store.messages.push({ seq: ++store.seq, id, data });
      }
      for (const wake of store.wake) wake();
      store.wake.clear();
      return HttpResponse.json({ seq: store.seq });
    }),

    http.put(`${BASE}/snapshot`, async ({ request, params }) => {
      const { store, error } = await reach(request, String(params.storeId), false);
      if (!store) return error;
      const { id, upTo, part, parts, data } = (await request.json()) as Record<string, never>;
      if (!Number.isInteger(upTo) || upTo > store.seq || part >= parts || parts > 100) {
        return fail(400, 'bad-request');
      }
      const building = store.building.get(id) ?? {
        upTo,
        parts: Array.from({ length: parts }, () => undefined),
      };
      building.parts[part] = data;
      store.building.set(id, building);
      const complete = building.parts.every((text) => text !== undefined);
      if (complete) {
        store.snapshot = { upTo, parts: building.parts as string[] };
        store.messages = store.messages.filter((message) => message.seq > upTo);
        store.building.delete(id);
      }
      return HttpResponse.json({ complete });
    }),

    http.delete(BASE, async ({ request, params }) => {
      const { store, error } = await reach(request, String(params.storeId), false);
      if (!store) return error;
      stores.delete(String(params.storeId));
      return new HttpResponse(null, { status: 204 });
    }),
  ];

  return { handlers, stores };
}
