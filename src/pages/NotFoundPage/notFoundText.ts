/** The 404 page: loaded with that page. */
export const notFoundText = {
  code: '404',
  title: 'Страница не найдена',
  hint: 'Такой страницы нет. Возможно, ссылка устарела или в адресе опечатка.',
  toSearch: 'На главную',
  toFavorites: 'В избранное',
};
