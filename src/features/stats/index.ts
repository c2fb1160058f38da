/** What other features may use of the statistics (lint allows them nothing else). */
export { parseRuntime, ratingOf } from './insights/parse';
