import { createAsyncThunk } from '@reduxjs/toolkit';
import { errorMessage } from './errors';
import type { OmdbClient } from './omdbClient';

/** What the store hands every thunk: the one OMDb client, with its cache and time-outs. */
export interface ThunkExtra {
  omdb: OmdbClient;
}

export const createAppThunk = createAsyncThunk.withTypes<{ extra: ThunkExtra }>();

/** Rethrows with the visitor's text, after logging; an aborted request is no failure worth logging. */
export function fail(what: string, error: unknown, signal: AbortSignal): never {
  if (!signal.aborted) console.error(`[movies] ${what} failed:`, error);
  throw new Error(errorMessage(error));
}
