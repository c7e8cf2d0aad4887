// The questionnaire's analytics event (decision 280), whose module loads on the first answer so the landing stays small (decision 962).
import { QUOTE_PROFILES } from '@/domain/product-profiles';
import type { QuoteType } from '@/domain/product-types';
import { afterNextPaint } from '@/ui/after-next-paint';

/** A questionnaire started, sent after the next question paints, which loading the module would delay; a lost event is no fault. */
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
