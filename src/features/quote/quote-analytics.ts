// The questionnaire's analytics events (decision 280).
// The analytics module loads on the first answer, not with the questionnaire: /quote/<type> is a
// landing page whose first load stays small (decision 250).
import type { QuoteType } from '@/domain/product-types';
import { analyticsOrderType } from '@/domain/orders';

/** A questionnaire started: its first answer in this tab. A lost event never disturbs the customer. */
export function sendQuoteStart(type: QuoteType): void {
  import('@/api/analytics').then(({ trackQuoteStart }) => trackQuoteStart(analyticsOrderType(type))).catch(() => {});
}
