import * as v from 'valibot';

/**
 * The pages the build writes beside index.html for routes other than `/`: the layout with its
 * page-loading state (index.html holds the prerendered search page), each announcing the chunks of
 * its route's page so they download with the entry script. Written by scripts/prerender.ts, served
 * by server/static.ts.
 */

/** The shell for any path no route claims: it announces the 404 page. */
export const APP_SHELL = 'app.html';

/** The build's list of route shells, a JSON array of ShellRoute. */
export const SHELL_ROUTES = 'shells.json';

export interface ShellRoute {
  /** A client route pattern such as `/movie/:id`. */
  pattern: string;
  /** The shell's path inside dist/. */
  file: string;
}

/** Whether `path` matches `pattern` as the client's router sees it: any case, any trailing slash. */
export function matchesRoute(pattern: string, path: string): boolean {
  const expected = pattern.split('/').filter(Boolean);
  const actual = path.split('/').filter(Boolean);
  return (
    expected.length === actual.length &&
    expected.every(
      (segment, index) =>
        segment.startsWith(':') || segment.toLowerCase() === actual[index].toLowerCase(),
    )
  );
}

export function shellFor(routes: readonly ShellRoute[], path: string): string {
  return routes.find((route) => matchesRoute(route.pattern, path))?.file ?? APP_SHELL;
}

const shellRoutesSchema = v.array(v.object({ pattern: v.string(), file: v.string() }));

/** The build's list; none when it is not one (a build without route shells: app.html for all). */
export function parseShellRoutes(json: string): ShellRoute[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  const parsed = v.safeParse(shellRoutesSchema, value);
  return parsed.success ? parsed.output : [];
}
