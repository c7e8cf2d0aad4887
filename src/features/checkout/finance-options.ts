// Finance on the payment step: the product's fixed finance table joined with the lenders' lists,
// and the one allow-list of lender hosts we redirect to (decision 164: no open redirect).
import type { LenderLists } from '@/api/lender-lists';
import { productFinance, type FinancePlan } from '@/domain/finance';

/** Lender application-form hosts (https only, exact host): V12 Retail Finance and Novuna (decision 017). */
export const LENDER_REDIRECT_HOSTS: readonly string[] = ['apply.v12finance.com', 'apply.novuna.co.uk'];

/** The lender's application form address, when it is one we may send the customer to. */
export function allowedLenderUrl(address: string): URL | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  return LENDER_REDIRECT_HOSTS.includes(url.hostname.toLowerCase()) ? url : null;
}

export interface FinanceChoice extends FinancePlan {
  /** The V12 product id sent as loan_id; null when V12 does not offer this term now. */
  readonly loanId: number | null;
  /** Months before the first monthly payment (buy now, pay later), from the lender's list; null when none. */
  readonly deferredMonths: number | null;
}

/** The lender's months before the first payment, when there are any. */
export function deferredMonths(lender: Pick<LenderLists['v12'][number], 'deferred_period'> | undefined): number | null {
  return lender?.deferred_period ? lender.deferred_period : null;
}

/** The product's plans as the results show them (decision 951), each with V12's id to apply with (decision 163). */
export function financeChoices(productPids: readonly string[], v12: LenderLists['v12']): FinanceChoice[] {
  return productFinance(productPids, v12).plans.map((plan) => {
    const lender = v12.find((candidate) => candidate.pid === plan.pid);
    return { ...plan, loanId: lender?.id ?? null, deferredMonths: deferredMonths(lender) };
  });
}
