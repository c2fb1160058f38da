/** What other features may use of the search (lint allows them nothing else). */
export { useOmdbClient } from './useOmdbClient';
