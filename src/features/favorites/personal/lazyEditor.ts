import { lazyPart } from '../../../shared/lib/loading';

/**
 * The film page's editor, a chunk of its own: the page hydrates without it (it shows only once the
 * app runs, as the favorites live in the browser), and fetches it as soon as the app has taken over.
 */
export const LazyPersonalEditor = lazyPart(() =>
  import('./PersonalEditor').then((module) => module.PersonalEditor),
);
