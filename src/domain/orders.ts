// Small order rules (purchase §1, §4). Money in pence.
import { PROFILES } from './product-profiles';
import { PRODUCT_TYPES, type ProductType } from './product-types';
import { ORDER_TYPE_INSTALL_SUFFIX } from './constants';
import type { KnownAddress } from './contact-details';
import type { Pence } from './money';

/** order_type with the suffix _install removed: aircon_install -> aircon (analytics and paths). */
export function orderTypeForPaths(orderType: string): string {
  return orderType.endsWith(ORDER_TYPE_INSTALL_SUFFIX)
    ? orderType.slice(0, -ORDER_TYPE_INSTALL_SUFFIX.length)
    : orderType;
}

/** The product type an order is for (boiler_install -> boiler, heat_pump_install -> heat-pump), or null for another kind of order. */
export function productTypeOfOrder(orderType: string): ProductType | null {
  const category = orderTypeForPaths(orderType);
  return PRODUCT_TYPES.find((type) => PROFILES[type].category === category) ?? null;
}

/** Landlord mode: quote_items.landlord is Yes, or the order already holds landlord data. */
export function isLandlordMode(quoteItemsLandlord: string | null | undefined, orderLandlord: KnownAddress | null | undefined): boolean {
  if (quoteItemsLandlord === 'Yes') return true;
  if (!orderLandlord) return false;
  return Object.values(orderLandlord).some((value) => typeof value === 'string' && value.trim() !== '');
}

export interface Warranty {
  readonly id: string | number;
  readonly productPrice: Pence;
}

/** The warranty to select: the one already set, else the first with price 0 (purchase §4). */
export function defaultWarranty<W extends Warranty>(warranties: readonly W[], selectedId: W['id'] | null | undefined): W | null {
  if (selectedId !== null && selectedId !== undefined) {
    const selected = warranties.find((warranty) => warranty.id === selectedId);
    if (selected) return selected;
  }
  return warranties.find((warranty) => warranty.productPrice === 0) ?? null;
}

/** finance_application.loan_deposit and deposit_paid. */
export interface DepositState {
  readonly loanDeposit: Pence | null | undefined;
  readonly depositPaid: Pence | null | undefined;
}

/** Deposit due: a finance deposit greater than 0 that is not yet fully paid. */
export function isDepositDue({ loanDeposit, depositPaid }: DepositState): boolean {
  return (loanDeposit ?? 0) > 0 && (depositPaid ?? 0) < (loanDeposit ?? 0);
}

/** Deposit paid: a deposit greater than 0 paid in full. */
export function isDepositPaid({ loanDeposit, depositPaid }: DepositState): boolean {
  return (loanDeposit ?? 0) > 0 && (depositPaid ?? 0) >= (loanDeposit ?? 0);
}

/** The amount still owed on the deposit. */
export function depositOutstanding({ loanDeposit, depositPaid }: DepositState): Pence {
  return Math.max(0, (loanDeposit ?? 0) - (depositPaid ?? 0));
}

/** Once finance is declined the customer owes the total less everything already paid, in one amount (decisions 300, 830). */
export function balanceAfterFinanceDeclined({ total, amountPaid }: { total: Pence; amountPaid: Pence | null | undefined }): Pence {
  return Math.max(0, total - (amountPaid ?? 0));
}

/** What an order's payments stand at (decision 860): the server's figures, never worked out from the total. */
export interface OrderPayments {
  /** amount_paid: everything paid so far (card, deposit, pay links). */
  readonly paid: Pence;
  /** The sum of outstanding_payments. */
  readonly outstanding: Pence;
  readonly paidInFull: boolean;
  /** What neither the customer has paid nor is asked to pay: the lender's loan. */
  readonly financed: Pence;
}

export function orderPayments(order: {
  readonly total: Pence;
  readonly amount_paid: Pence;
  readonly outstanding_payments: readonly { readonly amount: Pence }[];
  readonly finance_application: { readonly loan_amount: Pence } | null;
}): OrderPayments {
  const outstanding = order.outstanding_payments.reduce((sum, payment) => sum + payment.amount, 0);
  const rest = Math.max(0, order.total - order.amount_paid - outstanding);
  return {
    paid: order.amount_paid,
    outstanding,
    paidInFull: outstanding === 0 && order.amount_paid >= order.total,
    financed: order.finance_application ? Math.min(rest, order.finance_application.loan_amount) : 0,
  };
}
