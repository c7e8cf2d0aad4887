// The journey record, loaded on the first navigation away from the home page rather than with the
// entry chunk: the landing page does not need the API client or the analytics module (decision 962).
import { api, idempotencyHeader } from '@/api/client';
import { trackJourney } from '@/api/analytics';

export function sendJourneyRecord(url: string) {
  trackJourney(url);
  // A lost journey record must never disturb the customer: failures are reported by the client
  // (breadcrumbs) and otherwise ignored.
  api.POST('/journey', { params: { header: idempotencyHeader() }, body: { url } }).catch(() => {});
}
