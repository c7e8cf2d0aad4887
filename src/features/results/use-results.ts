// Loading the results (decisions 120, 130, 131): the answer the questionnaire just handed over, else
// POST /quote/results/{type} with the answers this browser remembers for the quote. Failures, and
// answers the page cannot read, are logged quietly (quote §8); the page offers a retry and a person.
import { startTransition, useCallback, useEffect, useState } from 'react';
import { rememberQuoteRequest, rememberedQuoteRequest, takeHandedOverResults } from '@/api/quote-request';
import type { ProductType } from '@/domain/product-types';
import { fetchLenderLists, type LenderLists } from '@/api/lender-lists';
import { postResults, reportQuietly, takeStartedLenderLists, takeStartedResults } from './results-calls';
import { resultsShapeProblem } from './results-shape';
import type { ResultsResponse } from '@/api/contract-types';

export type ResultsLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly results: ResultsResponse }
  /** No answers in this browser for this quote: nothing to price (decision 130). */
  | { readonly status: 'no-answers' }
  | { readonly status: 'failed' };

/** An answer the page cannot read is a failed load, not a crash (decision 131). */
export class UnreadableResultsError extends Error {
  override name = 'UnreadableResultsError';
}

export function useResults(type: ProductType, quote: string) {
  // Taken once when the page mounts (a state initialiser survives StrictMode's second effect run).
  const [handedOver] = useState(() => {
    const results = takeHandedOverResults(type, quote);
    return results && { results, problem: resultsShapeProblem(results) };
  });
  const [load, setLoad] = useState<ResultsLoad>(() =>
    handedOver && !handedOver.problem ? { status: 'ready', results: handedOver.results } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    /** An answer the page cannot read: logged quietly, shown as a failed load. */
    const failUnreadable = (problem: string, context: Record<string, unknown> = {}) => {
      reportQuietly('results load', new UnreadableResultsError(`The results answer cannot be shown: ${problem}`), { type, quote, ...context });
      setLoad({ status: 'failed' });
    };
    // The questionnaire's fresh answer: no second POST. A retry always posts.
    if (handedOver && attempt === 0) {
      if (handedOver.problem) failUnreadable(handedOver.problem);
      return;
    }
    const remembered = rememberedQuoteRequest(type, quote);
    if (!remembered) {
      setLoad({ status: 'no-answers' });
      return;
    }
    let current = true;
    setLoad({ status: 'loading' });
    (takeStartedResults(type, quote) ?? postResults(type, remembered.body))
      .then(({ data, error, response }) => {
        if (!current) return;
        if (!data) {
          reportQuietly('results load', error, { type, quote, status: response.status });
          setLoad({ status: 'failed' });
          return;
        }
        const problem = resultsShapeProblem(data);
        if (problem) {
          failUnreadable(problem, { status: response.status });
          return;
        }
        // Priced again: these answers stay remembered for another REMEMBER_FOR_DAYS.
        rememberQuoteRequest(type, remembered.body, quote);
        // A transition: React builds the page of cards in slices, the skeleton stays until it is
        // ready, and the browser never sits in one long task (decision 290).
        startTransition(() => setLoad({ status: 'ready', results: data }));
      })
      .catch((error: unknown) => {
        if (!current) return;
        reportQuietly('results load', error, { type, quote });
        setLoad({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [type, quote, attempt, handedOver]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /** Solar re-pricing replaces the products and keeps everything else. */
  const replaceProducts = useCallback((products: ResultsResponse['products']) => {
    setLoad((previous) => (previous.status === 'ready' ? { status: 'ready', results: { ...previous.results, products } } : previous));
  }, []);

  return { load, retry, replaceProducts };
}

/** Both lenders' finance products, null until both calls settled (a failure leaves that list empty). */
export function useLenderLists(): LenderLists | null {
  const [lists, setLists] = useState<LenderLists | null>(null);
  useEffect(() => {
    let current = true;
    void (takeStartedLenderLists() ?? fetchLenderLists()).then((fetched) => {
      if (current) setLists(fetched);
    });
    return () => {
      current = false;
    };
  }, []);
  return lists;
}
