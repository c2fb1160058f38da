import { paths } from '../shared/paths';
import { matchesRoute } from '../shared/routeMatch';

/**
 * Routes whose page shows its frame while it loads (router.tsx), its heading being its largest
 * paint: the build writes each a shell of its own with that frame (scripts/prerender.ts), which the
 * server and the service worker send in place of the app shell.
 */
export const pageShells: readonly { path: string; file: string }[] = [
  { path: paths.charts.getHref(), file: 'charts.html' },
];

/** The file of the shell of the page at `pathname`, when it has one of its own. */
export function shellFor(pathname: string): string | null {
  return pageShells.find(({ path }) => matchesRoute(path, pathname))?.file ?? null;
}
