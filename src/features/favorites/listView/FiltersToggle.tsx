import { useState } from 'react';
import { favoritesPageText as t } from '../../../shared/text/favoritesPage';
import { Button } from '../../../shared/ui/Button';
import { activeFilterCount, DEFAULT_SORT, type ListQuery } from './listQuery';

/** Whether the address carries a choice of the list's tools: a filter, found text or an order. */
const hasChoices = (query: ListQuery) =>
  activeFilterCount(query) > 0 || query.sort !== DEFAULT_SORT;

/**
 * Whether the filters are shown: closed by default, open when the address carries a choice (a
 * link from the statistics, Back to a filtered list), and as the visitor toggles them.
 */
export function useFiltersOpen(query: ListQuery): [boolean, () => void] {
  const chosen = hasChoices(query);
  const [open, setOpen] = useState(chosen);
  // The address gaining a choice opens them, during render (not after it, in an effect).
  const [wasChosen, setWasChosen] = useState(chosen);
  if (chosen !== wasChosen) {
    setWasChosen(chosen);
    if (chosen) setOpen(true);
  }
  return [open, () => setOpen((was) => !was)];
}

export interface FiltersToggleProps {
  query: ListQuery;
  open: boolean;
  onToggle: () => void;
  /** The id of the filters' region that this button shows and hides. */
  controls: string;
}

/** «Фильтры и сортировка», with the number of conditions in force: «Фильтры и сортировка (2)». */
export function FiltersToggle({ query, open, onToggle, controls }: FiltersToggleProps) {
  return (
    <Button aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      {t.filtersToggle(activeFilterCount(query))}
    </Button>
  );
}
