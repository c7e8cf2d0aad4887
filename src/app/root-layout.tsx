import { Outlet } from 'react-router-dom';
import { SiteLayout } from '@/ui/layout';
import { useJourneyRecord, usePopupBackGuard, useScrollToTopOnRouteChange } from './navigation';

/** The frame around every page, and the navigation rules of purchase-flows.md section 2. */
export function RootLayout() {
  useScrollToTopOnRouteChange();
  useJourneyRecord();
  usePopupBackGuard();
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
