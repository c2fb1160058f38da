import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readListQuery, writeListQuery, type ListQuery } from './listQuery';

export type UpdateListQuery = (change: Partial<ListQuery>, options?: { typing?: boolean }) => void;

/**
 * The list query of the address. A choice (order, type, decade, reset) is a new history entry, so
 * Back undoes it; typing replaces the entry, so Back does not step through every letter.
 */
export function useListQuery(): [ListQuery, UpdateListQuery] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);
  const update = useCallback<UpdateListQuery>(
    (change, { typing = false } = {}) =>
      setParams((current) => writeListQuery(current, { ...readListQuery(current), ...change }), {
        replace: typing,
      }),
    [setParams],
  );
  return [query, update];
}
