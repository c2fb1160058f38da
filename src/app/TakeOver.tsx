import { useEffect } from 'react';
import { takeOver } from '../boot/takeover';
import { useHydrated } from '../shared/lib/useHydrated';

/**
 * Rendered with each page, inside the page's own Suspense boundary: its effect runs once the page
 * itself has committed (hydrated, or rendered afresh), which React may do after the rest of the
 * layout. Then what the visitor did before the app ran is carried out (src/boot/takeover.ts). On a
 * page React hydrates, that waits for the render that follows hydration (useHydrated's flip),
 * which hydrates the parts still as the HTML drew them (the results, «Настройки»): a choice replayed
 * into a part not hydrated yet would reach no handler.
 */
export function TakeOver() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) void takeOver();
  }, [hydrated]);
  return null;
}
