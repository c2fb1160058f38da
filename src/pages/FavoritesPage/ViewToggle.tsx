import { useState } from 'react';
import { favoritesText } from '../../features/favorites/favoritesText';
import { useSwitch, type LazyPart } from '../../shared/lib/loading';
import { SegmentedControl } from '../../shared/ui/SegmentedControl';
import { favoritesPageParts } from './lazyGrid';

export type FavoritesView = 'carousel' | 'grid';

const VIEWS = [
  { value: 'carousel', label: favoritesText.carousel },
  { value: 'grid', label: favoritesText.grid },
] as const;

export interface ViewToggleProps {
  view: FavoritesView;
  onChange: (view: FavoritesView) => void;
  /** What the grid needs to draw at once: its chunk (lazyGrid.ts) unless given. */
  gridParts?: readonly Pick<LazyPart<never>, 'isLoaded'>[];
}

/**
 * The two views: a switch shows at once when the grid's chunk is in; before then the one pressed
 * says it is working once the switch takes over 200 ms.
 */
export function ViewToggle({ view, onChange, gridParts = favoritesPageParts }: ViewToggleProps) {
  const [busy, start] = useSwitch(gridParts);
  const [target, setTarget] = useState<FavoritesView | null>(null);
  const change = (next: FavoritesView) => {
    setTarget(next);
    start(() => onChange(next));
  };
  return (
    <SegmentedControl
      label={favoritesText.viewLabel}
      options={VIEWS}
      value={view}
      onChange={change}
      switchingTo={busy ? target : null}
    />
  );
}
