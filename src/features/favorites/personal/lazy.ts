import { lazyComponent } from '../../../shared/lib/lazyComponent';

/*
 * The editor is a chunk of its own: the film page hydrates without it (it shows only once the app
 * runs, as the favorites live in the browser), and the favorites page fetches it after its list.
 */
export const LazyPersonalEditor = lazyComponent(() =>
  import('./PersonalEditor').then((module) => module.PersonalEditor),
);

export const LazyPersonalDialog = lazyComponent(() =>
  import('./PersonalDialog').then((module) => module.PersonalDialog),
);
