// Both lenders' finance product lists (GET /finance/v12 and /finance/novuna), for results and checkout.
// A list that fails is only logged (purchase §8 "finance list fetch failure: Logged only") and is empty.
import { LOAD_FAILURE } from '../domain/failure-texts.ts';
import { call } from './call';
import { api } from './client';
import { errorReporter } from './error-reporting';
import type { FinanceProduct } from '@/shared/contract-types';
import { lenderProductsNovuna } from './answer-checks/lender-products-novuna';
import { lenderProductsV12 } from './answer-checks/lender-products-v12';

type Lender = 'v12' | 'novuna';

export interface LenderLists {
  readonly v12: readonly FinanceProduct[];
  readonly novuna: readonly FinanceProduct[];
}

const getList = (lender: Lender) => (lender === 'v12' ? api.GET('/finance/v12') : api.GET('/finance/novuna'));

async function fetchLenderList(lender: Lender): Promise<readonly FinanceProduct[]> {
  const loaded = await call(() => getList(lender), { check: lender === 'v12' ? lenderProductsV12 : lenderProductsNovuna, fallback: LOAD_FAILURE });
  if (loaded.ok) return loaded.data;
  errorReporter().captureException(new Error(`finance list ${lender} answered ${loaded.status}`), { lender, status: loaded.status, detail: loaded.message });
  return [];
}

/** Both lists, asked for at once; never rejects (decision 963). */
export async function fetchLenderLists(): Promise<LenderLists> {
  const [v12, novuna] = await Promise.all([fetchLenderList('v12'), fetchLenderList('novuna')]);
  return { v12, novuna };
}
