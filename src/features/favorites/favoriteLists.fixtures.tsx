import { useAppSelector } from '../../app/hooks';
import { FavoritesCarousel, type FavoritesCarouselProps } from './carousel/FavoritesCarousel';
import { FavoritesGrid, type FavoritesGridProps } from './grid/FavoritesGrid';
import { selectFavoriteList } from './state/favoritesSlice';

/** The lists as the page feeds them (every favorite, in the stored order), for component tests. */
export function CarouselFromStore(props: Omit<FavoritesCarouselProps, 'movies'>) {
  return <FavoritesCarousel movies={useAppSelector(selectFavoriteList)} {...props} />;
}

export function GridFromStore(props: Omit<FavoritesGridProps, 'movies'>) {
  return <FavoritesGrid movies={useAppSelector(selectFavoriteList)} {...props} />;
}
