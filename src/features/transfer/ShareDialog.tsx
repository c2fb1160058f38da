import { useId, useMemo, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { transferText } from './transferText';
import { Alert } from '../../shared/ui/Alert';
import { CopyableLink, useCopy } from '../../shared/ui/CopyableLink';
import { Modal } from '../../shared/ui/Modal';
import { selectFavoriteList, type FavoriteMovie, type Status } from '../favorites';
import { QrCode, qrFits } from '../../shared/ui/QrCode';
import { MAX_SHARE_IDS, shareUrl } from './shareLink';
import styles from './ShareDialog.module.css';

const t = transferText.share;
/** What the dialog promises a QR code holds: fewer than fit with a short address and typical ids. */
export const QR_CAPACITY_HINT = 900;

export interface ShareDialogProps {
  onClose: () => void;
  /** A shelf's titles to share, put on that shelf where the link is opened; else the favorites. */
  shelf?: { status: Status; entries: readonly FavoriteMovie[] };
}

/**
 * The favorites, or a shelf, as a link (and its QR code) that opens them on another device, for
 * import.
 */
export function ShareDialog({ onClose, shelf }: ShareDialogProps) {
  const hearted = useAppSelector(selectFavoriteList);
  const favorites = shelf?.entries ?? hearted;
  const [copied, copy, resetCopied] = useCopy();
  const [withRatings, setWithRatings] = useState(false);
  const ratingsNoteId = useId();
  const links = useMemo(() => {
    if (favorites.length > MAX_SHARE_IDS) return null;
    const ids = favorites.map((movie) => movie.imdbID);
    const ratings = Object.fromEntries(
      favorites.flatMap(({ imdbID, rating }) => (rating === undefined ? [] : [[imdbID, rating]])),
    );
    const rated = Object.keys(ratings).length > 0;
    const { origin } = window.location;
    const plain = shareUrl(origin, ids, undefined, shelf?.status);
    return { plain, rated: rated ? shareUrl(origin, ids, ratings, shelf?.status) : null };
  }, [favorites, shelf?.status]);
  const url = links && (withRatings && links.rated ? links.rated : links.plain);

  return (
    <Modal
      open
      title={shelf ? t.shelfTitle(shelf.status) : t.title}
      onClose={onClose}
      closeLabel={t.close}
    >
      {url === null ? (
        <Alert tone="warning">{t.tooLong(MAX_SHARE_IDS)}</Alert>
      ) : (
        <div className={styles.body}>
          <p className={styles.hint}>{t.hint}</p>
          <CopyableLink
            label={t.linkLabel}
            value={url}
            copyLabel={t.copy}
            onCopy={() => void copy(url)}
          />
          {links?.rated && (
            <div>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  checked={withRatings}
                  aria-describedby={ratingsNoteId}
                  onChange={(event) => {
                    setWithRatings(event.target.checked);
                    resetCopied();
                  }}
                />
                {t.withRatings}
              </label>
              <p id={ratingsNoteId} className={styles.hint}>
                {t.ratingsLonger(links.rated.length - links.plain.length)}
              </p>
            </div>
          )}
          <p className={styles.status} role="status">
            {copied === true && t.copied}
            {copied === false && t.copyFailed}
          </p>
          {qrFits(url) ? (
            <QrCode value={url} label={t.qrLabel(favorites.length)} />
          ) : (
            <p className={styles.hint}>{t.qrTooLong(QR_CAPACITY_HINT)}</p>
          )}
        </div>
      )}
    </Modal>
  );
}

export default ShareDialog;
