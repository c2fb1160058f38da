import { useCallback, useEffect, useRef } from 'react';

/**
 * Keeps keyboard focus on the list when the focused control disappears (a removed card, a
 * "show more" button that is gone): without this the browser drops focus to <body>.
 * Controls register under their item id; `focusAfterRender(id)` focuses that id's control once
 * the list has re-rendered. When no such control exists, focus is left to the page.
 */
export function useListFocus(ids: readonly string[]) {
  const controls = useRef(new Map<string, HTMLElement>());
  const pending = useRef<string | null>(null);

  const register = useCallback(
    (id: string) => (node: HTMLElement | null) => {
      if (!node) return;
      controls.current.set(id, node);
      return () => {
        if (controls.current.get(id) === node) controls.current.delete(id);
      };
    },
    [],
  );

  /** The item to move to when `id` is removed: the next one, or the previous one at the end. */
  const neighbourOf = useCallback(
    (id: string): string | null => {
      const index = ids.indexOf(id);
      if (index === -1) return null;
      return ids[index + 1] ?? ids[index - 1] ?? null;
    },
    [ids],
  );

  const focusAfterRender = useCallback((id: string | null) => {
    pending.current = id;
  }, []);

  const focusNow = useCallback((id: string) => controls.current.get(id)?.focus(), []);

  // Runs after every render: the pending target may appear through a change of ids or of paging.
  useEffect(() => {
    const id = pending.current;
    if (id === null) return;
    pending.current = null;
    controls.current.get(id)?.focus();
  });

  return { register, neighbourOf, focusAfterRender, focusNow };
}
