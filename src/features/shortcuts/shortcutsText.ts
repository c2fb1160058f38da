/** The keyboard shortcuts, their footer button and help dialog: loaded after start-up. */
export const shortcutsText = {
  open: 'Горячие клавиши',
  title: 'Горячие клавиши',
  close: 'Закрыть',
  note: 'Клавиши работают в любой раскладке, но не во время ввода текста в поле.',
  /**
   * `key` is what the keycap shows; `spoken` is what a screen reader says instead, since it may
   * skip a lone «/» or «?» as punctuation.
   */
  list: [
    { key: '/', spoken: 'Клавиша «косая черта»', action: 'Перейти к поиску' },
    { key: 'Esc', spoken: 'Клавиша Esc', action: 'Очистить строку поиска' },
    {
      key: 'f',
      spoken: 'Клавиша F',
      action: 'Добавить фильм в избранное или убрать из него (на странице фильма)',
    },
    {
      key: 'w',
      spoken: 'Клавиша W',
      action: 'Добавить фильм в «Хочу посмотреть» или убрать из списка (на странице фильма)',
    },
    {
      key: 't',
      spoken: 'Клавиша T',
      action: 'Отметить, что фильм просмотрен сегодня, или снять отметку (на странице фильма)',
    },
    { key: '?', spoken: 'Клавиша «вопросительный знак»', action: 'Показать горячие клавиши' },
  ],
} as const;
