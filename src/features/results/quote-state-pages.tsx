// The results route's pages for a quote that cannot be shown as priced: not found, or expired (decision 955).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatDisplayDate } from '@/domain/dates';
import { paths } from '@/domain/route-manifest';
import type { ProductType } from '@/domain/product-types';
import { Button } from '@/ui/button';
import { PROFILES } from '@/domain/product-profiles';
import { repriceQuote, type SavedQuoteFacts } from './results-gateway';
import { QuoteProblem } from './quote-problem';

export function QuoteNotFound({ type, quote }: { type: ProductType; quote: string }) {
  return (
    <QuoteProblem title="We can’t find that quote">
      <p>
        There is no {PROFILES[type].noun} quote with the reference <strong>{quote}</strong>. Check the link you followed, or answer the questions to get your prices: it takes about two minutes.
      </p>
      <p>
        <Link className="ui-button ui-button--primary" to={paths.quote(type)}>
          Get my prices
        </Link>
      </p>
    </QuoteProblem>
  );
}

export function ExpiredQuote({ type, quote, saved, onRepriced }: { type: ProductType; quote: string; saved: SavedQuoteFacts; onRepriced: () => void }) {
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'pricing' | 'failed'>('idle');
  const reprice = async () => {
    setState('pricing');
    const priced = await repriceQuote(type, quote, saved.answers);
    if (!priced.ok) {
      setState('failed');
      return;
    }
    // A server that no longer knew the quote priced the answers as a new one.
    const next = priced.data.quote.quote_id;
    if (next === quote) onRepriced();
    else navigate(paths.results(type, next), { replace: true });
  };
  return (
    <QuoteProblem title={`Your ${PROFILES[type].noun} prices have expired`} quote={quote}>
      <p>
        Quote reference <strong>{quote}</strong>. We priced it on {formatDisplayDate(new Date(saved.pricedAt))}, and its prices held until {formatDisplayDate(new Date(saved.validUntil))}. Prices change with our suppliers, so we price your saved answers again.
      </p>
      <p>
        <Button onClick={reprice} loading={state === 'pricing'} loadingText="Getting today’s prices">
          Get today’s prices
        </Button>
      </p>
      <p role="status">{state === 'failed' && 'We couldn’t price your answers. Please try again.'}</p>
    </QuoteProblem>
  );
}
