import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { FavoriteMovie } from '../../features/favorites';
import type { CollectionState } from './collection';
import type { JoinSummary } from './projection';

export type Items = Readonly<Record<string, FavoriteMovie>>;

/** What the engine needs of the app's store: the favorites, and a way to show what arrives. */
export interface SyncStore {
  getState: () => { favorites: { items: Items } };
  dispatch: Dispatch<UnknownAction>;
  subscribe: (listener: () => void) => () => void;
}

/** A sync link's store as read, and what joining it would bring to this device. */
export interface JoinOffer {
  key: string;
  summary: JoinSummary;
  incoming: CollectionState;
  seq: number;
  refused: number;
}
