// The questionnaire's analytics events (decision 280).
// The analytics module and the order rules load on the first answer, not with the questionnaire:
// /quote/<type> is a landing page whose first load stays small (decisions 250, 632).
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
      Promise.all([import('@/api/analytics'), import('@/domain/orders')])
        .then(([{ trackQuoteStart }, { analyticsOrderType }]) => trackQuoteStart(analyticsOrderType(type)))
        .catch(() => {});
    },
    { whenIdle: true },
  );
}
