/** The network and the app's versions (loaded with the notices, once the page is idle). */
export const offlineText = {
  banner: 'Нет сети — показываем сохранённое',
  updateReady: 'Доступна новая версия',
  update: 'Обновить',
} as const;
