import { favoritesText } from '../../shared/text/favorites';
import { SegmentedControl } from '../../shared/ui/SegmentedControl';

export type FavoritesView = 'carousel' | 'grid';

const VIEWS = [
  { value: 'carousel', label: favoritesText.carousel },
  { value: 'grid', label: favoritesText.grid },
] as const;

export interface ViewToggleProps {
  view: FavoritesView;
  onChange: (view: FavoritesView) => void;
}

export function ViewToggle({ view, onChange }: ViewToggleProps) {
  return (
    <SegmentedControl
      label={favoritesText.viewLabel}
      options={VIEWS}
      value={view}
      onChange={onChange}
    />
  );
}
