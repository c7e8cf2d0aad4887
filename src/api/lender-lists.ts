// Both lenders' finance product lists (GET /finance/v12 and /finance/novuna), for results and checkout.
// A list that fails is only logged (purchase §8 "finance list fetch failure: Logged only") and is empty.
import { answerOfStarted, api } from './client';
import { errorReporter } from './error-reporting';
import type { Lender, StartedLenderCalls } from './lenders';
import type { SendRequest, StartedCall } from './network-policy';
import type { components } from './schema';

export type LenderProduct = components['schemas']['FinanceProduct'];

export interface LenderLists {
  readonly v12: readonly LenderProduct[];
  readonly novuna: readonly LenderProduct[];
}

const getList = (lender: Lender, fetch?: SendRequest) =>
  lender === 'v12' ? api.GET('/finance/v12', { fetch }) : api.GET('/finance/novuna', { fetch });

async function fetchLenderList(lender: Lender, started?: StartedCall): Promise<readonly LenderProduct[]> {
  try {
    const { data, error, response } = await (started ? answerOfStarted(started, (fetch) => getList(lender, fetch)) : getList(lender));
    if (data) return data;
    errorReporter().captureException(new Error(`finance list ${lender} answered ${response.status}`), { lender, status: response.status, detail: error });
  } catch (error) {
    errorReporter().captureException(error instanceof Error ? error : new Error(`finance list ${lender} failed`), { lender, detail: error });
  }
  return [];
}

let inFlight: Promise<LenderLists> | null = null;

/**
 * Both lists, asked for at once (or taken from calls already sent); never rejects. A second ask while
 * the first is on its way shares it: React's development StrictMode runs each page's loading effect
 * twice, and the results page and the payment step would otherwise send each list twice.
 */
export function fetchLenderLists(started: StartedLenderCalls = {}): Promise<LenderLists> {
  inFlight ??= Promise.all([fetchLenderList('v12', started.v12), fetchLenderList('novuna', started.novuna)])
    .then(([v12, novuna]) => ({ v12, novuna }))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
