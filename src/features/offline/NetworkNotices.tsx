import { useEffect, useState, useSyncExternalStore } from 'react';
import { healthyStorage, onStorageHealth, storageHealth } from '../../data/storage/storageHealth';
import { offlineText } from './offlineText';
import { afterStartup } from '../../shared/lib/afterStartup';
import { Button } from '../../shared/ui/Button';
import { activate, registerServiceWorker } from './serviceWorker';
import { useOnline } from './useOnline';
import styles from './NetworkNotices.module.css';

/**
 * What the network and the service worker mean for the visitor, in a corner that covers nothing
 * (so nothing on the page moves): «Нет сети — показываем сохранённое» while offline, and a new
 * version waiting with «Обновить», and a save of the favorites the browser refused (storage full).
 * Loaded once the page is idle, with the worker's registration.
 */
export default function NetworkNotices() {
  const online = useOnline();
  const storage = useSyncExternalStore(onStorageHealth, storageHealth, healthyStorage);
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  // The worker precaches the whole app: not while the visitor starts using the page.
  useEffect(() => {
    let unregister = () => {};
    const cancel = afterStartup(() => {
      unregister = registerServiceWorker(setWaiting);
    });
    return () => {
      cancel();
      unregister();
    };
  }, []);

  return (
    <div className={styles.notices}>
      {storage.localFull && (
        <p role="alert" className={styles.notice}>
          {storage.keptInDb ? offlineText.storageKept : offlineText.storageLost}
        </p>
      )}
      <p role="status" className={online ? styles.empty : styles.notice}>
        {online ? '' : offlineText.banner}
      </p>
      <div role="status" className={waiting ? styles.notice : styles.empty}>
        {waiting && (
          <>
            <span>{offlineText.updateReady}</span>
            <Button variant="primary" onClick={() => activate(waiting)}>
              {offlineText.update}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
