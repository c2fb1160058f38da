import { useLayoutEffect, useState } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { paths } from '../../shared/paths';
import { isIgnored, slashShortcutOf } from './keys';

const findSearchBox = () =>
  document.querySelector<HTMLInputElement>('form[role="search"] input[type="search"]');

/**
 * Focuses the search box, going to the search page first when it is not on this one; the box is
 * tried each frame for up to a second, until the page (or a closing dialog) lets it take focus.
 */
function focusSearchBox(navigate: NavigateFunction): void {
  if (!findSearchBox()) void navigate(paths.search.getHref());
  const until = performance.now() + 1000;
  const attempt = () => {
    const box = findSearchBox();
    box?.focus();
    if (document.activeElement !== box && performance.now() < until) requestAnimationFrame(attempt);
  };
  attempt();
}

/**
 * The shortcuts of every page: `/` goes to the search box (from inside the help dialog too, closing
 * it), `?` opens the help dialog. Returns whether the help dialog is open, and its setter.
 */
export function useGlobalShortcuts(): [boolean, (open: boolean) => void] {
  const [helpOpen, setHelpOpen] = useState(false);
  const navigate = useNavigate();
  // Listening from the commit that draws the footer button: a key pressed as soon as the button
  // shows must work, and a passive effect can run a frame or more after that paint.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = slashShortcutOf(event);
      if (!shortcut || isIgnored(event, helpOpen)) return;
      event.preventDefault();
      setHelpOpen(shortcut === '?');
      if (shortcut === '/') focusSearchBox(navigate);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [helpOpen, navigate]);
  return [helpOpen, setHelpOpen];
}
