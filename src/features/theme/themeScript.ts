/**
 * The page's theme script: built on its own as a classic script (scripts/themeScript.ts) and named
 * first in the head of every page, before anything is drawn. A classic script in the head holds
 * the parser, so the stored theme is on <html> before the first paint in every browser, with or
 * without `blocking="render"`; it then follows the other tabs' choices.
 */
import { storageKeys } from '../../data/storage/storageKeys';
import { followStoredTheme } from './themeBoot';

followStoredTheme(storageKeys.theme);
