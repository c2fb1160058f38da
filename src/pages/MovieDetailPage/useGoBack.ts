import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../shared/paths';

interface NavigationApi {
  currentEntry?: { index: number } | null;
}

/**
 * Whether the entry before this one in the tab's history is a page of this site, where the browser
 * can tell (the Navigation API lists only this origin's entries next to the current one): a film
 * opened by a full page load, a link followed before the app had started for one, has one.
 */
function previousEntryIsOurs(): boolean {
  const navigation = (window as { navigation?: NavigationApi }).navigation;
  return (navigation?.currentEntry?.index ?? 0) > 0;
}

/**
 * History back when the app itself, or a page of this site, brought the user here; the search page
 * when the movie was opened directly (a shared link, a new tab), where "back" would leave the app.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';
  return () => {
    if (hasHistory || previousEntryIsOurs()) void navigate(-1);
    else void navigate(paths.search.getHref());
  };
}
