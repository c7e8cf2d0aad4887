// Loading the results: POST /quote/results/{type} with the answers this tab posted (decision 120).
// Failures are logged quietly (quote §8) and the page offers a retry and a person to talk to.
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/api/client';
import { errorReporter } from '@/api/error-reporting';
import { rememberQuoteRequest, rememberedQuoteRequest } from '@/api/quote-request';
import type { components } from '@/api/schema';
import type { ProductType } from '@/ui/paths';

export type ResultsResponse = components['schemas']['ResultsResponse'];

export type ResultsLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly results: ResultsResponse }
  /** No answers in this tab for this quote: nothing to price (decision 120). */
  | { readonly status: 'no-answers' }
  | { readonly status: 'failed' };

/** Logs a load failure without showing it (quote §8 "errors logged quietly"). */
export function reportQuietly(what: string, error: unknown, context: Record<string, unknown>) {
  errorReporter().captureException(error instanceof Error ? error : new Error(`${what} failed`), { ...context, detail: error });
}

export function useResults(type: ProductType, quote: string | undefined) {
  const [load, setLoad] = useState<ResultsLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const remembered = rememberedQuoteRequest(type);
    // Answers remembered for another quote do not price this one.
    if (!remembered || (quote && remembered.quoteId && remembered.quoteId !== quote)) {
      setLoad({ status: 'no-answers' });
      return;
    }
    let current = true;
    setLoad({ status: 'loading' });
    api
      .POST('/quote/results/{type}', { params: { path: { type } }, body: remembered.body })
      .then(({ data, error, response }) => {
        if (!current) return;
        if (!data) {
          reportQuietly('results load', error, { type, quote, status: response.status });
          setLoad({ status: 'failed' });
          return;
        }
        // The reference these answers price: the route's when it has one (the server answers the same).
        rememberQuoteRequest(type, remembered.body, quote ?? data.quote.quote_id);
        setLoad({ status: 'ready', results: data });
      })
      .catch((error: unknown) => {
        if (!current) return;
        reportQuietly('results load', error, { type, quote });
        setLoad({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [type, quote, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /** Solar re-pricing replaces the products and keeps everything else. */
  const replaceProducts = useCallback((products: ResultsResponse['products']) => {
    setLoad((previous) => (previous.status === 'ready' ? { status: 'ready', results: { ...previous.results, products } } : previous));
  }, []);

  return { load, retry, replaceProducts };
}

export type LoanTerm = components['schemas']['LoanTerm'];
export type LenderProduct = components['schemas']['FinanceProduct'];

export interface LenderLists {
  readonly v12: readonly LenderProduct[];
  readonly novuna: readonly LenderProduct[];
}

/** Both lenders' finance products; a failure is only logged (purchase §8) and leaves that list empty. */
export function useLenderLists(): LenderLists {
  const [lists, setLists] = useState<LenderLists>({ v12: [], novuna: [] });
  useEffect(() => {
    let current = true;
    const fetchList = async (lender: 'v12' | 'novuna') => {
      try {
        const { data, error, response } = lender === 'v12' ? await api.GET('/finance/v12') : await api.GET('/finance/novuna');
        if (data) return data;
        reportQuietly('finance list', error, { lender, status: response.status });
      } catch (error) {
        reportQuietly('finance list', error, { lender });
      }
      return [];
    };
    void Promise.all([fetchList('v12'), fetchList('novuna')]).then(([v12, novuna]) => {
      if (current) setLists({ v12, novuna });
    });
    return () => {
      current = false;
    };
  }, []);
  return lists;
}
