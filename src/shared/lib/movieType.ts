import { text } from '../text';

/** OMDb's type in Russian (movie → Фильм); an unknown type is shown as it came. */
export function movieTypeLabel(type: string): string {
  return Object.hasOwn(text.movie.types, type) ? text.movie.types[type] : type;
}
