import type { RefObject } from 'react';
import { useWhenVisible } from '../../../shared/lib/useWhenVisible';
import { useSearchSettings } from './searchSettings';

export interface EndlessScrollProps {
  /** The «Показать ещё» control: its coming into view asks for the next page. */
  target: RefObject<Element | null>;
  /** A next page exists and nothing is loading or failed. */
  ready: boolean;
  onReach: () => void;
}

/**
 * Endless scrolling, unless switched off in «Настройки»: a component of its own so that it, with
 * the settings it reads, loads beside the entry rather than in it.
 */
export default function EndlessScroll({ target, ready, onReach }: EndlessScrollProps) {
  const { endlessScroll } = useSearchSettings();
  useWhenVisible(target, endlessScroll && ready, onReach);
  return null;
}
