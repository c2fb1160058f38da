/** A film's poster and its type's name: loaded with the cards and pages that show a film. */
export const movieText = {
  posterMissing: 'Постер недоступен',
  posterAlt: (title: string) => `Постер: ${title}`,
  types: {
    movie: 'Фильм',
    series: 'Сериал',
    episode: 'Эпизод',
    game: 'Игра',
  } as Record<string, string>,
};
