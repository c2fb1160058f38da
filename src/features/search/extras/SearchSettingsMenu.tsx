import { useId } from 'react';
import { searchSettingsText } from './searchSettingsText';
import { saveSearchSettings, useSearchSettings } from './searchSettings';
import styles from './SearchSettingsMenu.module.css';

/** «Настройки»: a disclosure (the platform's <details>) with the search page's settings. */
export function SearchSettingsMenu() {
  const settings = useSearchSettings();
  const endlessId = useId();
  return (
    <details className={styles.menu}>
      <summary className={styles.summary}>{searchSettingsText.menu}</summary>
      <div className={styles.panel}>
        <input
          id={endlessId}
          type="checkbox"
          checked={settings.endlessScroll}
          onChange={(event) =>
            saveSearchSettings({ ...settings, endlessScroll: event.target.checked })
          }
        />
        <label htmlFor={endlessId}>{searchSettingsText.endlessScroll}</label>
      </div>
    </details>
  );
}
