import { Suspense, useState } from 'react';
import type { FavoriteMovie, Status } from '../favorites';
import {
  lazyPart,
  prefetchOnIntent,
  switchingProps,
  usePrefetch,
  useSwitch,
} from '../../shared/lib/loading';
import { Button } from '../../shared/ui/Button';
import type { ShareDialogProps } from './ShareDialog';

// The dialog (with its QR code) is the favorites' share dialog, a chunk of its own: fetched ahead
// by the loading rule while a shelf is on screen, as the favorites page does.
const ShareDialog = lazyPart<ShareDialogProps>(() => import('./ShareDialog'));
const PARTS = [ShareDialog];
const intent = prefetchOnIntent(PARTS);

/**
 * A shelf's «Поделиться»: the titles shown, as a link that puts them on the same shelf on the
 * device that opens it (shareLink.ts).
 */
export function ShelfShareButton({
  label,
  shelf,
  entries,
}: {
  label: string;
  shelf: Status;
  entries: readonly FavoriteMovie[];
}) {
  const [open, setOpen] = useState(false);
  const [busy, startSwitch] = useSwitch(PARTS);
  usePrefetch(PARTS);
  return (
    <>
      <Button
        aria-haspopup="dialog"
        {...intent}
        {...switchingProps(busy)}
        onClick={() => startSwitch(() => setOpen(true))}
      >
        {label}
      </Button>
      <Suspense fallback={null}>
        {open && <ShareDialog shelf={{ status: shelf, entries }} onClose={() => setOpen(false)} />}
      </Suspense>
    </>
  );
}
