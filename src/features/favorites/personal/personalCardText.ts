import { formatNumber } from '../../../shared/lib/plural';

/**
 * The button over each favorite's card that opens its rating, watch days and note. Apart from
 * personal.ts so that the favorites page loads these words with its cards, and the editor's with
 * the editor.
 */
export const personalCardText = {
  button: (title: string, rating: number | undefined) =>
    rating === undefined
      ? `Оценка и заметка: ${title}`
      : `Оценка ${formatNumber(rating)} из 10 и заметка: ${title}`,
};
