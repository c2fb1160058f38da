/** The theme switch in the footer: loaded with it, once the page is idle. */
export const themeText = {
  label: 'Тема',
  choices: { system: 'Системная', light: 'Светлая', dark: 'Тёмная' },
} as const;
