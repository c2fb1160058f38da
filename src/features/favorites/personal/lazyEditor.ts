import { lazyComponent } from '../../../shared/lib/lazyComponent';

/**
 * The film page's editor, a chunk of its own: the page hydrates without it (it shows only once the
 * app runs, as the favorites live in the browser).
 */
export const LazyPersonalEditor = lazyComponent(() =>
  import('./PersonalEditor').then((module) => module.PersonalEditor),
);
