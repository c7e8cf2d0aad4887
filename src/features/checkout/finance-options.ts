// Finance on the payment step: the product's fixed finance table joined with the lenders' lists,
// and the one allow-list of lender hosts we redirect to (decision 164: no open redirect).
import type { LenderLists } from '@/api/lender-lists';
import { FINANCE_PRODUCTS, type FinanceProduct } from '@/domain/finance';

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

export interface FinanceChoice extends FinanceProduct {
  /** The V12 product id sent as loan_id; null when V12 does not offer this term now. */
  readonly loanId: number | null;
  /** Months before the first monthly payment (buy now, pay later), from the lender's list; null when none. */
  readonly deferredMonths: number | null;
}

/** The lender's months before the first payment, when there are any. */
export function deferredMonths(lender: Pick<LenderLists['v12'][number], 'deferred_period'> | undefined): number | null {
  return lender?.deferred_period ? lender.deferred_period : null;
}

/**
 * The terms a customer can apply for through V12 (the one application call, decision 163): the
 * fixed table's terms the product offers, with V12's id for the same pid; a term V12 offers that the
 * table lacks is added from V12's list. A product that names no terms has no finance (decision 121),
 * at checkout as on the results.
 */
export function financeChoices(productPids: readonly string[], v12: LenderLists['v12']): FinanceChoice[] {
  const fromTable = FINANCE_PRODUCTS.filter((product) => productPids.includes(product.pid)).map((product) => {
    const lender = v12.find((candidate) => candidate.pid === product.pid);
    return { ...product, loanId: lender?.id ?? null, deferredMonths: deferredMonths(lender) };
  });
  const extra = v12
    .filter((lender) => productPids.includes(lender.pid) && !fromTable.some((product) => product.pid === lender.pid))
    .map((lender) => ({ pid: lender.pid, type: lender.type, months: lender.months, apr: lender.apr, factor: lender.factor, loanId: lender.id, deferredMonths: deferredMonths(lender) }));
  return [...fromTable, ...extra];
}

const TYPE_NAMES: Record<FinanceProduct['type'], string> = { IF: 'Interest free', IB: 'Interest bearing', BNPL: 'Buy now, pay later' };

export function financeChoiceName(product: Pick<FinanceProduct, 'type' | 'months' | 'apr'>): string {
  return `${TYPE_NAMES[product.type]}, ${product.months} months, ${product.apr.toLocaleString('en-GB', { maximumFractionDigits: 2 })}% APR`;
}
