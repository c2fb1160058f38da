import { useLocation } from 'react-router';
import { paths } from '../../shared/paths';
import { routeParams } from '../../shared/routeMatch';
import { useHydrated } from '../../shared/lib/useHydrated';
import { yearText as t } from '../../features/year/yearText';
import { Spinner } from '../../shared/ui/Spinner';
import { YearContent } from './YearContent';
import { YearFrame } from './YearFrame';

/**
 * `/year/2026`: the visitor's year in sentences, from their favorites and the stored details.
 * Both live in the browser: the server renders the frame with the loading state (and so does the
 * first render that hydrates it), the content comes right after.
 */
export default function YearPage() {
  // The route admits four-digit years only (paths.year): any other address is the 404 page.
  const year = Number(routeParams(paths.year.pattern, useLocation().pathname)?.year);
  const hydrated = useHydrated();
  return (
    <YearFrame year={year}>
      {hydrated ? <YearContent year={year} /> : <Spinner label={t.loading} />}
    </YearFrame>
  );
}
