// Both lenders' finance product lists (GET /finance/v12 and /finance/novuna), for results and checkout.
// A list that fails is only logged (purchase §8 "finance list fetch failure: Logged only") and is empty.
import { api } from './client';
import { errorReporter } from './error-reporting';
import type { components } from './schema';

export type LenderProduct = components['schemas']['FinanceProduct'];

export interface LenderLists {
  readonly v12: readonly LenderProduct[];
  readonly novuna: readonly LenderProduct[];
}

async function fetchLenderList(lender: 'v12' | 'novuna'): Promise<readonly LenderProduct[]> {
  try {
    const { data, error, response } = lender === 'v12' ? await api.GET('/finance/v12') : await api.GET('/finance/novuna');
    if (data) return data;
    errorReporter().captureException(new Error(`finance list ${lender} answered ${response.status}`), { lender, status: response.status, detail: error });
  } catch (error) {
    errorReporter().captureException(error instanceof Error ? error : new Error(`finance list ${lender} failed`), { lender, detail: error });
  }
  return [];
}

/** Both lists, asked for at once; never rejects. */
export async function fetchLenderLists(): Promise<LenderLists> {
  const [v12, novuna] = await Promise.all([fetchLenderList('v12'), fetchLenderList('novuna')]);
  return { v12, novuna };
}
