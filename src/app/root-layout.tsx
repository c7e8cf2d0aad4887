import { Outlet } from 'react-router-dom';
import { SiteLayout } from '@/ui/layout';
import { useJourneyRecord, usePopupBackGuard, useScrollToTopOnRouteChange } from './navigation';
import type { RouteName } from '@/domain/route-manifest';

/**
 * The frame around every page, and the navigation rules of purchase-flows.md section 2.
 * `routeNameAt` names the route at a path (from the route table, which renders this layout).
 */
export function RootLayout({ routeNameAt }: { routeNameAt: (pathname: string) => RouteName | undefined }) {
  useScrollToTopOnRouteChange(routeNameAt);
  useJourneyRecord();
  usePopupBackGuard();
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
