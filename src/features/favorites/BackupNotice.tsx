import { useState, useSyncExternalStore } from 'react';
import { downloadFile } from '../../shared/lib/downloadFile';
import { keptBackups, onBackupKept, readBackup } from '../../data/storage/keptBackups';
import { storageKeys } from '../../data/storage/storageKeys';
import { favoritesPageText } from '../../shared/text/favoritesPage';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';

const t = favoritesPageText.backup;
// The page's HTML never holds the notice: hydration draws none, then the kept backups.
const NONE_YET: readonly [] = [];
const noneYet = () => NONE_YET;

/** A backup key as a file name: `favorites.backup.2026-11-26T13:00:00.000Z` → `favorites-backup-2026-11-26T13-00-00-000Z.json`. */
const fileNameOf = (backupKey: string) => `${backupKey.replace(/[^\w-]+/g, '-')}.json`;

/**
 * Says that stored favorites could not be fully read this visit and were kept aside under a backup
 * key (never written over), and offers that copy as a file: the console alone told no visitor.
 */
export function BackupNotice() {
  const kept = useSyncExternalStore(onBackupKept, keptBackups, noneYet);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const shown = kept.filter(
    ({ key, backupKey }) => key === storageKeys.favorites && !dismissed.has(backupKey),
  );
  if (shown.length === 0) return null;
  const { backupKey } = shown[shown.length - 1];

  const download = () => {
    const content = readBackup(backupKey);
    if (content === null) return;
    downloadFile({
      fileName: fileNameOf(backupKey),
      mimeType: 'application/json;charset=utf-8',
      content,
    });
  };

  return (
    <Alert
      tone="warning"
      action={
        <span>
          <Button size="sm" onClick={download}>
            {t.download}
          </Button>{' '}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setDismissed(new Set([...dismissed, backupKey]))}
          >
            {t.dismiss}
          </Button>
        </span>
      }
    >
      {t.kept(backupKey)}
    </Alert>
  );
}
