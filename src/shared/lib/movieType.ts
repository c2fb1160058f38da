import { movieText } from '../text/movie';

/** OMDb's type in Russian (movie → Фильм); an unknown type is shown as it came. */
export function movieTypeLabel(type: string): string {
  return Object.hasOwn(movieText.types, type) ? movieText.types[type] : type;
}
