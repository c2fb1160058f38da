import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  SORT_ORDERS,
  readListQuery,
  writeListQuery,
  type ListQuery,
  type SortOrder,
} from './listQuery';

export type UpdateListQuery = (change: Partial<ListQuery>, options?: { typing?: boolean }) => void;

/** Typing reaches the address once it pauses this long; the list follows every key at once. */
export const TYPING_SETTLE_MS = 300;

/**
 * The list query of the address. A choice (order, type, decade, reset) is a new history entry, so
 * Back undoes it. Typed text filters at once but reaches the address only when typing pauses, and
 * then replaces the entry: Back does not step through every letter, and browsers that limit how
 * often a page may rewrite its address (Safari: 100 times in 30 s) are never asked too often.
 * `sorts`: the orders the list offers (the favorites' by default).
 */
export function useListQuery(
  sorts: readonly SortOrder[] = SORT_ORDERS,
): [ListQuery, UpdateListQuery] {
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const fromAddress = useMemo(() => readListQuery(params, sorts), [params, sorts]);
  const query = useMemo(
    () => (typed === null ? fromAddress : { ...fromAddress, q: typed }),
    [fromAddress, typed],
  );

  // The text typed but not yet in the address, for a choice made before typing pauses.
  const pending = useRef<string | null>(null);
  const update = useCallback<UpdateListQuery>(
    (change, { typing = false } = {}) => {
      clearTimeout(timer.current);
      const write = (replace: boolean) => {
        const typedText = pending.current === null ? {} : { q: pending.current };
        pending.current = null;
        setTyped(null);
        setParams(
          (current) =>
            writeListQuery(current, {
              ...readListQuery(current, sorts),
              ...typedText,
              ...change,
            }),
          { replace },
        );
      };
      if (!typing) {
        write(false);
        return;
      }
      pending.current = change.q ?? '';
      setTyped(pending.current);
      timer.current = setTimeout(() => write(true), TYPING_SETTLE_MS);
    },
    [setParams, sorts],
  );
  return [query, update];
}
