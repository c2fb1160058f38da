/**
 * The page the build writes beside index.html for routes other than `/`: the layout with its
 * page-loading state (index.html holds the prerendered search page). Written by
 * scripts/prerender.ts, served by server/static.ts.
 */
export const APP_SHELL = 'app.html';
