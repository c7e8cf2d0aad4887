import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { moveToPageStart } from '@/ui/layout';
import { POPUP_PARAM, isPopupName } from '@/ui/popup-names';
import type { RouteName } from '@/domain/route-manifest';

/** What a route of the table carries for the navigation rules (its `handle`). */
export interface RouteHandle {
  /** "Navigation scrolls smoothly to the top unless the route name is unchanged." */
  readonly name: RouteName;
}

/** The name of the deepest matched route that has one. */
function routeNameOf(matches: readonly { readonly handle: unknown }[]): RouteName | undefined {
  const names = matches.map((match) => (match.handle as Partial<RouteHandle> | undefined)?.name);
  return names.filter((name) => name !== undefined).at(-1);
}

/** "Navigation scrolls smoothly to the top unless the route name is unchanged" (ScrollRestoration jumps instead), focus with it. */
export function useScrollToTopOnRouteChange() {
  const name = routeNameOf(useMatches());
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

/** A page opened with ?popup=Name becomes "page, then page + popup", so Back closes the popup. */
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
    const withPopup = `?${new URLSearchParams([...params, [POPUP_PARAM, name]])}`;
    // The second waits for the first: the data router's navigations finish one at a time.
    void Promise.resolve(navigate({ pathname: location.pathname, search: withoutPopup, hash: location.hash }, { replace: true, preventScrollReset: true })).then(() =>
      navigate({ pathname: location.pathname, search: withPopup, hash: location.hash }, { state: { popupPushed: name }, preventScrollReset: true }),
    );
  }, [location, navigate]);
}
