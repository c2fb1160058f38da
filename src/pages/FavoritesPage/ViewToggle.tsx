import { favoritesText } from '../../features/favorites/favoritesText';
import { SegmentedControl } from '../../shared/ui/SegmentedControl';

export type FavoritesView = 'carousel' | 'grid';

const VIEWS = [
  { value: 'carousel', label: favoritesText.carousel },
  { value: 'grid', label: favoritesText.grid },
] as const;

export interface ViewToggleProps {
  view: FavoritesView;
  onChange: (view: FavoritesView) => void;
  switchingTo?: FavoritesView | null;
}

export function ViewToggle({ view, onChange, switchingTo = null }: ViewToggleProps) {
  return (
    <SegmentedControl
      label={favoritesText.viewLabel}
      options={VIEWS}
      value={view}
      onChange={onChange}
      switchingTo={switchingTo}
    />
  );
}
