import { useState, useSyncExternalStore } from 'react';
import { yearText as t } from './yearText';
import { Button } from '../../shared/ui/Button';
import type { YearFilm } from './summary';
import { download, drawYearImage } from './yearImage';
import styles from './YearImageActions.module.css';

const subscribe = () => () => {};
/** Whether the browser can share (false on the server and while hydrating, so both agree). */
function useCanShare(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof navigator.share === 'function',
    () => false,
  );
}

interface Props {
  year: number;
  sentences: readonly string[];
  films: readonly YearFilm[];
}

/**
 * «Сохранить картинку» (a PNG drawn in the browser) and, where the browser has the Web Share API,
 * «Поделиться» (the picture as a file when it can share files, else the page's link). Where it has
 * none, the button is not shown: nothing to press that cannot work.
 */
export function YearImageActions({ year, sentences, films }: Props) {
  const canShare = useCanShare();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function withImage(send: (file: File) => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const blob = await drawYearImage(year, sentences, films);
      await send(new File([blob], t.imageFile(year), { type: 'image/png' }));
    } catch (error) {
      // Closing the share sheet is the visitor's choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        console.error('[year] the picture could not be made or shared', error);
        setFailed(true);
      }
    } finally {
      setBusy(false);
    }
  }

  const save = () => withImage(async (file) => download(file, file.name));
  const share = () =>
    withImage(async (file) => {
      const title = t.shareTitle(year);
      const data: ShareData = { title, files: [file] };
      if (navigator.canShare?.(data)) await navigator.share(data);
      else await navigator.share({ title, url: window.location.href });
    });

  return (
    <div className={styles.actions}>
      <Button variant="primary" onClick={() => void save()} aria-disabled={busy || undefined}>
        {t.saveImage}
      </Button>
      {canShare && (
        <Button onClick={() => void share()} aria-disabled={busy || undefined}>
          {t.share}
        </Button>
      )}
      <p className={styles.status} role="status">
        {busy ? t.savingImage : failed ? t.imageFailed : ''}
      </p>
    </div>
  );
}
