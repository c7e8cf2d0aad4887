import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { moveToPageStart } from '@/ui/layout';
import { POPUP_PARAM, isPopupName } from '@/ui/popup-names';
import type { RouteName } from '@/domain/route-manifest';

/**
 * "Navigation scrolls smoothly to the top unless the route name is unchanged." Focus moves to the
 * main landmark too, so screen-reader and keyboard users start at the new page's content.
 */
export function useScrollToTopOnRouteChange(routeNameAt: (pathname: string) => RouteName | undefined) {
  const name = routeNameAt(useLocation().pathname);
  const previous = useRef(name);
  useEffect(() => {
    if (previous.current === name) return;
    previous.current = name;
    moveToPageStart();
  }, [name]);
}

/** "Each navigation away from the home page sends a journey record containing the url." */
export function useJourneyRecord() {
  const location = useLocation();
  const previousPath = useRef(location.pathname);
  useEffect(() => {
    const from = previousPath.current;
    previousPath.current = location.pathname;
    if (from !== '/' || location.pathname === '/') return;
    const url = `${location.pathname}${location.search}`;
    // A record whose chunk failed to load is lost quietly, like a failed post.
    import('./journey-record').then(({ sendJourneyRecord }) => sendJourneyRecord(url)).catch(() => {});
  }, [location.pathname, location.search]);
}

/**
 * A page opened with ?popup=Name (a reload or a shared link) has no history entry under the
 * popup, so Back would leave the page. Rewrite it as "page, then page + popup" so Back closes it.
 */
export function usePopupBackGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const params = new URLSearchParams(location.search);
    const name = params.get(POPUP_PARAM);
    const state = location.state as { popupPushed?: string } | null;
    if (!isPopupName(name) || state?.popupPushed) return;
    params.delete(POPUP_PARAM);
    const withoutPopup = params.size > 0 ? `?${params}` : '';
    navigate({ pathname: location.pathname, search: withoutPopup, hash: location.hash }, { replace: true, preventScrollReset: true });
    params.set(POPUP_PARAM, name);
    navigate({ pathname: location.pathname, search: `?${params}`, hash: location.hash }, { state: { popupPushed: name }, preventScrollReset: true });
  }, [location, navigate]);
}
