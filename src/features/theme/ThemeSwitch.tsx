import { useEffect, useState } from 'react';
import { onStoredChange } from '../../data/storage/onStoredChange';
import { storageKeys } from '../../data/storage/storage';
import { themeText } from './themeText';
import { SegmentedControl } from '../../shared/ui/SegmentedControl';
import { readTheme, saveTheme, THEME_CHOICES, type ThemeChoice } from './theme';
import styles from './ThemeSwitch.module.css';

const options = THEME_CHOICES.map((choice) => ({
  value: choice,
  label: themeText.choices[choice],
}));

/**
 * «Системная / Светлая / Тёмная» in the footer. The page already wears the stored theme (the theme
 * script put it on before the first paint); this only changes it, here and in the other tabs.
 */
export default function ThemeSwitch() {
  const [choice, setChoice] = useState<ThemeChoice>(readTheme);
  useEffect(
    // Another tab's choice: its page is restyled by the theme script, this switch follows it.
    () => onStoredChange(storageKeys.theme, () => setChoice(readTheme())),
    [],
  );
  return (
    <div className={styles.theme}>
      <SegmentedControl
        label={themeText.label}
        options={options}
        value={choice}
        onChange={(next) => {
          saveTheme(next);
          setChoice(next);
        }}
      />
    </div>
  );
}
