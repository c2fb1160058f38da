import type { ReactNode } from 'react';
import type { MovieSummary } from '../../../api/types';

/**
 * How a favorite's card is drawn: the page passes the movies feature's card in, so this feature
 * does not depend on another feature's internals. `action` is the heart to layer over the card.
 */
export type RenderFavoriteCard = (
  movie: MovieSummary,
  action: ReactNode,
  options: { eager: boolean },
) => ReactNode;
