import { lazyComponent } from '../../../shared/lib/lazyComponent';

/** A favorite card's editor: fetched once the list is shown, ahead of the first press. */
export const LazyPersonalDialog = lazyComponent(() =>
  import('./PersonalDialog').then((module) => module.PersonalDialog),
);
