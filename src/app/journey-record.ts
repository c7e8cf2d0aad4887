// Loaded on the first navigation away from home, as the landing page needs neither the API client nor analytics (decision 962).
import { api, idempotencyHeader } from '@/api/client';
import { trackJourney } from '@/api/analytics';

export function sendJourneyRecord(url: string) {
  trackJourney(url);
  // A lost journey record must never disturb the customer; the client leaves a breadcrumb.
  api.POST('/journey', { params: { header: idempotencyHeader() }, body: { url } }).catch(() => {});
}
