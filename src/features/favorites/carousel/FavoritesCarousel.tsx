import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { Suspense, useMemo, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { useRefAfterPaint } from '../../../shared/lib/afterNextPaint';
import { favoritesText } from '../favoritesText';
import { CarouselControls } from './CarouselControls';
import type { FavoriteMovie } from '../state/favoriteMovie';
import { removeFavorite } from '../state/favoritesSlice';
import { LazyPersonalDialog, usePersonalDialog } from '../personal/usePersonalDialog';
import { FavoriteCardActions } from '../personal/PersonalButton';
import type { RenderFavoriteCard } from '../state/types';
import { useAutoplayHold } from './useAutoplayHold';
import { useCarouselNav } from './useCarouselNav';
import { useSettleOnPress } from './useSettleOnPress';
import { useListFocus } from '../grid/useListFocus';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import styles from './FavoritesCarousel.module.css';

/** docs/product-spec.md §9: the carousel's own default; the favorites page asks for 4000 ms. */
export const DEFAULT_AUTOPLAY_DELAY = 3000;

/**
 * Embla needs every slide in the DOM and measures each one, so 10,000 slides would take seconds
 * to mount and to re-measure on every resize. Nobody pages through more than a few dozen by
 * hand either: the carousel shows the first 50 and links to the grid, which windows all of them.
 */
export const CAROUSEL_LIMIT = 50;

const OPTIONS = { loop: true, align: 'start', slidesToScroll: 1 } as const;
const EAGER_POSTERS = 4;

export interface FavoritesCarouselProps {
  /** The favorites to show, in the order to show them. */
  movies: readonly FavoriteMovie[];
  renderCard: RenderFavoriteCard;
  autoplayDelay?: number;
  limit?: number;
  /** Shown as a link-like button when the list is longer than the carousel holds. */
  onShowAll?: () => void;
}

/** Favorites in a looping carousel; the heart removes at once (the grid is where we confirm). */
export function FavoritesCarousel(props: FavoritesCarouselProps) {
  const {
    movies,
    renderCard,
    autoplayDelay = DEFAULT_AUTOPLAY_DELAY,
    limit = CAROUSEL_LIMIT,
  } = props;
  const dispatch = useAppDispatch();
  const reducedMotion = usePrefersReducedMotion();
  // null until the visitor presses pause/play: until then the system setting decides.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const personal = usePersonalDialog();
  const playing = choice === null ? !reducedMotion : choice === 'play';

  // A paused carousel drops the plugin rather than stopping it: the plugin's own mouseleave and
  // focusout handlers would otherwise restart what the visitor deliberately paused.
  const plugins = useMemo(
    () =>
      playing
        ? [
            Autoplay({
              delay: autoplayDelay,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              // Focus is handled by useAutoplayHold, for the whole region rather than the slides.
              stopOnFocusIn: false,
              // The viewport's parent is the whole region: hovering the buttons pauses too.
              rootNode: (viewport) => viewport.parentElement,
            }),
          ]
        : [],
    [playing, autoplayDelay],
  );
  const [emblaRef, api] = useEmblaCarousel(OPTIONS, plugins);
  // Embla measures every slide as it starts: after the first paint, so that the page's layout is
  // done by then, not forced inside the render that mounts the carousel.
  const viewportRef = useRefAfterPaint(emblaRef);
  const nav = useCarouselNav(api);
  const hold = useAutoplayHold(api);
  useSettleOnPress(api);

  const slides = useMemo(() => movies.slice(0, limit), [movies, limit]);
  const ids = useMemo(() => slides.map((movie) => movie.imdbID), [slides]);
  const focus = useListFocus(ids);

  const remove = (movie: FavoriteMovie) => {
    focus.focusAfterRender(focus.neighbourOf(movie.imdbID));
    dispatch(removeFavorite(movie.imdbID));
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={favoritesText.carouselLabel}
      onFocus={hold.onFocus}
      onBlur={hold.onBlur}
    >
      {slides.length > 1 && (
        <CarouselControls
          playing={playing}
          canPrev={nav.canPrev}
          canNext={nav.canNext}
          onToggle={() => setChoice(playing ? 'pause' : 'play')}
          onPrev={() => nav.move('prev')}
          onNext={() => nav.move('next')}
        />
      )}
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {slides.map((movie, index) => (
            <div
              key={movie.imdbID}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={favoritesText.slideLabel(index + 1, slides.length)}
            >
              {renderCard(
                movie,
                <FavoriteCardActions
                  movie={movie}
                  heartRef={focus.register(movie.imdbID)}
                  onRemove={() => remove(movie)}
                  onEdit={() => personal.open(movie)}
                  editBusy={personal.busyFor === movie.imdbID}
                />,
                { eager: index < EAGER_POSTERS },
              )}
            </div>
          ))}
        </div>
      </div>
      {movies.length > slides.length && (
        <p className={styles.note}>
          {favoritesText.carouselCapped(slides.length, movies.length)}{' '}
          {props.onShowAll && (
            <button type="button" className={styles.showAll} onClick={props.onShowAll}>
              {favoritesText.showAllInGrid}
            </button>
          )}
        </p>
      )}
      <Suspense fallback={null}>
        <LazyPersonalDialog movie={personal.editing} onClose={personal.close} />
      </Suspense>
    </section>
  );
}
