// The questionnaire's analytics events (decision 280).
// The analytics module loads on the first answer, not with the questionnaire: /quote/<type> is a
// landing page whose first load stays small (decision 962). The event carries the type as the
// contract stores it (heat-pump -> heat_pump).
import { QUOTE_PROFILES } from '@/domain/product-profiles';
import type { QuoteType } from '@/domain/product-types';
import { afterNextPaint } from '@/ui/after-next-paint';

/**
 * A questionnaire started: its first answer in this tab. A lost event never disturbs the customer.
 * Sent once the next question is painted: loading its chunks (their preload links and evaluation)
 * would otherwise delay the paint of the Continue that answered.
 */
export function sendQuoteStart(type: QuoteType): void {
  afterNextPaint(
    () => {
      import('@/api/analytics')
        .then(({ trackQuoteStart }) => trackQuoteStart(QUOTE_PROFILES[type].category))
        .catch(() => {});
    },
    { whenIdle: true },
  );
}
