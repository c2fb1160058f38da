/** The search page's settings menu: loaded with the menu, after the results. */
export const searchSettingsText = {
  menu: 'Настройки',
  endlessScroll: 'Подгружать результаты при прокрутке',
};
