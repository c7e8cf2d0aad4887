// The questionnaire's analytics events (decision 280).
// The analytics module and the order rules load on the first answer, not with the questionnaire:
// /quote/<type> is a landing page whose first load stays small (decisions 250, 632).
import type { QuoteType } from '@/domain/product-types';

/** A questionnaire started: its first answer in this tab. A lost event never disturbs the customer. */
export function sendQuoteStart(type: QuoteType): void {
  Promise.all([import('@/api/analytics'), import('@/domain/orders')])
    .then(([{ trackQuoteStart }, { analyticsOrderType }]) => trackQuoteStart(analyticsOrderType(type)))
    .catch(() => {});
}
