// /quote/{type}/results[/:quote]: the quote's results and both lenders' lists (decision 963); without a
// reference, this browser's latest quote of the type, else the questionnaire (decision 122).
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ApiResult } from '@/api/call';
import { fetchLenderLists } from '@/api/lender-lists';
import { rememberedQuoteRequest, takeHandedOverResults } from '@/shared/remembered/quote-request';
import { PRODUCT_TYPES, isOneOf } from '@/domain/product-types';
import { paths } from '@/domain/route-manifest';
import { redirectFrom } from '@/ui/route-redirect';
import { loadResults, type LoadedResults } from './results-gateway';

export function loader({ params, request }: LoaderFunctionArgs) {
  const type = isOneOf(PRODUCT_TYPES, params.type) ? params.type : 'boiler';
  const quote = params.quote;
  if (!quote) {
    const remembered = rememberedQuoteRequest(type);
    return redirectFrom(request, remembered ? `${paths.results(type, remembered.quoteId)}${new URL(request.url).search}` : paths.quote(type));
  }
  // The questionnaire's answer for this quote, handed over once (decision 955), else the load by reference.
  const fresh = takeHandedOverResults(type, quote);
  const results: Promise<ApiResult<LoadedResults>> = fresh ? Promise.resolve({ ok: true, data: { results: fresh, saved: null } }) : loadResults(type, quote, request.signal);
  return { results, lenders: fetchLenderLists() };
}
