import { useSearchPlace, type SearchPlaceOptions } from './useSearchPlace';

/**
 * Keeps and restores the place in the results (see useSearchPlace): a component of its own so it
 * loads beside the entry, after the first paint, which never needs it.
 */
export default function SearchPlaceKeeper(props: SearchPlaceOptions) {
  useSearchPlace(props);
  return null;
}
