import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** SPEC §2: a route carrying this query parameter opens the cookie preferences dialog. */
export const COOKIE_SETTINGS_PARAM = 'settings';

/** Whether the current route asks for the dialog, and a way to drop the request (replacing the entry). */
export function useSettingsParam(): { requested: boolean; remove: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = new URLSearchParams(location.search).has(COOKIE_SETTINGS_PARAM);
  const remove = useCallback(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(COOKIE_SETTINGS_PARAM)) return;
    params.delete(COOKIE_SETTINGS_PARAM);
    const search = params.toString();
    // Path, other parameters, hash and state stay as they were; only the request goes. The state
    // carries KEEP_SCROLL_STATE when a link opened the dialog over the page (@dungeon/routing), so
    // closing it leaves the page where it was too.
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [location, navigate]);
  return { requested, remove };
}
