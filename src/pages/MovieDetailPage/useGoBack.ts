import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/paths';

/**
 * History back when the app itself brought the user here; the search page when the movie was
 * opened directly (a shared link, a new tab), where "back" would leave the app.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';
  return () => {
    if (hasHistory) void navigate(-1);
    else void navigate(paths.search.getHref());
  };
}
