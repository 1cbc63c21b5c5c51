import { useEffect } from 'react';
import { cookieBannerHidden } from '@dungeon/browser-storage';
import { selectFunctionalCookies } from '@dungeon/session-auth';
import { useAppDispatch, useAppSelector } from '@dungeon/store';
import { bannerHideExpired, bannerRecordChecked, selectBannerVisible } from './consent.slice';

/** How often a hidden banner looks at its hide record again (also on returning to the tab). */
export const BANNER_RECHECK_MS = 3_600_000;

/**
 * The banner shows unless a valid hide record exists, and reappears once that record expires
 * (SPEC §4), also in a tab left open that long. A banner closed without a record (functional
 * cookies refused) stays closed for this page view only.
 */
export function useBannerVisibility(): boolean {
  const dispatch = useAppDispatch();
  const visible = useAppSelector(selectBannerVisible);
  const functionalAllowed = useAppSelector(selectFunctionalCookies);

  useEffect(() => {
    dispatch(bannerRecordChecked({ hidden: cookieBannerHidden.isHidden() }));
  }, [dispatch]);

  useEffect(() => {
    // Without functional cookies there is no record to expire (confirming "off" deletes it).
    if (visible || !functionalAllowed || !cookieBannerHidden.isHidden()) return;
    function recheck() {
      if (!cookieBannerHidden.isHidden()) dispatch(bannerHideExpired());
    }
    // A long interval rather than one timeout at the expiry: timers overflow past 24.8 days.
    const timer = setInterval(recheck, BANNER_RECHECK_MS);
    document.addEventListener('visibilitychange', recheck);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', recheck);
    };
  }, [visible, functionalAllowed, dispatch]);

  return visible;
}
