import { describe, expect, it } from 'vitest';
import { balanceAfterFinanceDeclined, defaultWarranty, depositOutstanding, isDepositDue, isDepositPaid, isLandlordMode, orderTypeForPaths } from './orders';

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
    expect(balanceAfterFinanceDeclined({ total: 214_500, depositPaid: 0 })).toBe(214_500);
    expect(balanceAfterFinanceDeclined({ total: 214_500, depositPaid: null })).toBe(214_500);
    expect(balanceAfterFinanceDeclined({ total: 214_500, depositPaid: 10_000 })).toBe(204_500);
    expect(balanceAfterFinanceDeclined({ total: 10_000, depositPaid: 20_000 })).toBe(0);
  });
});
