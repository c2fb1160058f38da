import { text } from '../../shared/text';
import { SegmentedControl } from '../../shared/ui/SegmentedControl';

export type FavoritesView = 'carousel' | 'grid';

const VIEWS = [
  { value: 'carousel', label: text.favorites.carousel },
  { value: 'grid', label: text.favorites.grid },
] as const;

export interface ViewToggleProps {
  view: FavoritesView;
  onChange: (view: FavoritesView) => void;
}

export function ViewToggle({ view, onChange }: ViewToggleProps) {
  return (
    <SegmentedControl
      label={text.favorites.viewLabel}
      options={VIEWS}
      value={view}
      onChange={onChange}
    />
  );
}
