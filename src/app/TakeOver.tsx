import { useEffect } from 'react';
import { takeOver } from '../boot/takeover';

/**
 * Rendered with each page, inside the page's own Suspense boundary: its effect runs once the page
 * itself has committed (hydrated, or rendered afresh), which React may do after the rest of the
 * layout. Then what the visitor did before the app ran is carried out (src/boot/takeover.ts).
 */
export function TakeOver() {
  useEffect(() => void takeOver(), []);
  return null;
}
