import type { CheckoutResponse } from '@/shared/contract-types';
import { describe, expect, it } from 'vitest';
import { adjustmentsMissing, discountOffered } from './checkout-model';

const winter = { name: 'WINTER100', description: '£100 off your installation', amount: -10000 };
const loyalty = { name: 'LOYAL', description: '£50 off', amount: -5000 };

describe('adjustments a save dropped', () => {
  it('are those the order had before and no longer carries', () => {
    expect(adjustmentsMissing([winter, loyalty], [loyalty])).toEqual([winter]);
    expect(adjustmentsMissing([winter], [winter])).toEqual([]);
    // The same name at another amount is another adjustment: the customer's £100 off is gone.
    expect(adjustmentsMissing([winter], [{ ...winter, amount: -5000 }])).toEqual([winter]);
  });
});

describe('the discount code field', () => {
  const data = (order: Partial<NonNullable<CheckoutResponse['order']>> | null, paid = false) => ({ paid, order }) as unknown as CheckoutResponse;
  it('is offered until something is paid', () => {
    expect(discountOffered(data(null))).toBe(true);
    expect(discountOffered(data({ finance_application: { loan_deposit: 47375 }, deposit_paid: 10000 } as never))).toBe(false);
    expect(discountOffered(data({ finance_application: { loan_deposit: 47375 }, deposit_paid: 47375 } as never))).toBe(false);
    expect(discountOffered(data(null, true))).toBe(false);
  });
});
