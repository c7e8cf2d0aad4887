import { describe, expect, it } from 'vitest';
import { balanceAfterFinanceDeclined, defaultWarranty, depositOutstanding, isDepositDue, isDepositPaid, isLandlordMode, orderPayments, orderTypeForPaths } from './orders';

describe('order rules', () => {
  it('removes the _install suffix from order_type', () => {
    expect(orderTypeForPaths('aircon_install')).toBe('aircon');
    expect(orderTypeForPaths('heat_pump_install')).toBe('heat_pump');
    expect(orderTypeForPaths('boiler')).toBe('boiler');
    expect(orderTypeForPaths('install_boiler')).toBe('install_boiler');
  });

  it('turns landlord mode on for quote_items.landlord Yes or landlord data on the order', () => {
    expect(isLandlordMode('Yes', null)).toBe(true);
    expect(isLandlordMode('No', { address_line_1: '1 High Street', postcode: 'SW1A 1AA' })).toBe(true);
    expect(isLandlordMode('No', { address_line_1: ' ', postcode: null })).toBe(false);
    expect(isLandlordMode(undefined, undefined)).toBe(false);
  });

  it('selects the price-0 warranty when none is set', () => {
    const warranties = [{ id: 'w10', productPrice: 19_900 }, { id: 'w7', productPrice: 0 }];
    expect(defaultWarranty(warranties, null)?.id).toBe('w7');
    expect(defaultWarranty(warranties, 'w10')?.id).toBe('w10');
    expect(defaultWarranty(warranties, 'gone')?.id).toBe('w7');
    expect(defaultWarranty([{ id: 'w10', productPrice: 19_900 }], undefined)).toBeNull();
  });

  it('knows when a deposit is due and when it is paid', () => {
    expect(isDepositDue({ loanDeposit: 50_000, depositPaid: 0 })).toBe(true);
    expect(isDepositDue({ loanDeposit: 50_000, depositPaid: 20_000 })).toBe(true);
    expect(isDepositDue({ loanDeposit: 50_000, depositPaid: 50_000 })).toBe(false);
    expect(isDepositDue({ loanDeposit: 0, depositPaid: 0 })).toBe(false);
    expect(isDepositPaid({ loanDeposit: 50_000, depositPaid: 50_000 })).toBe(true);
    expect(isDepositPaid({ loanDeposit: 50_000, depositPaid: 49_999 })).toBe(false);
    expect(isDepositPaid({ loanDeposit: null, depositPaid: null })).toBe(false);
    expect(depositOutstanding({ loanDeposit: 50_000, depositPaid: 20_000 })).toBe(30_000);
  });

  it('after finance is declined the balance is the total less what was paid, never below 0 (decision 300)', () => {
    expect(balanceAfterFinanceDeclined({ total: 214_500, amountPaid: 0 })).toBe(214_500);
    expect(balanceAfterFinanceDeclined({ total: 214_500, amountPaid: null })).toBe(214_500);
    expect(balanceAfterFinanceDeclined({ total: 214_500, amountPaid: 10_000 })).toBe(204_500);
    expect(balanceAfterFinanceDeclined({ total: 10_000, amountPaid: 20_000 })).toBe(0);
  });
});

describe('orderPayments', () => {
  const order = { total: 278_700, amount_paid: 0, outstanding_payments: [], finance_application: null };

  it('a card payment of the whole total: paid in full, nothing outstanding', () => {
    expect(orderPayments({ ...order, amount_paid: 278_700 })).toEqual({ paid: 278_700, outstanding: 0, paidInFull: true, financed: 0 });
  });

  it('sums what is still asked, and is not paid in full while anything is', () => {
    const payments = orderPayments({ ...order, amount_paid: 50_000, outstanding_payments: [{ amount: 100_000 }, { amount: 128_700 }] });
    expect(payments).toEqual({ paid: 50_000, outstanding: 228_700, paidInFull: false, financed: 0 });
  });

  it('on finance, the part neither paid nor asked is the loan’s, never more than the loan', () => {
    const financed = { ...order, finance_application: { loan_amount: 200_000 } };
    expect(orderPayments({ ...financed, amount_paid: 78_700 })).toMatchObject({ outstanding: 0, paidInFull: false, financed: 200_000 });
    expect(orderPayments({ ...financed, amount_paid: 0, outstanding_payments: [{ amount: 78_700 }] }).financed).toBe(200_000);
    expect(orderPayments({ ...financed, finance_application: { loan_amount: 50_000 } }).financed).toBe(50_000);
  });
});
