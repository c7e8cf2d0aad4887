// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { financeBreakdown, FINANCE_PRODUCTS } from '@/domain/finance';
import { paymentsSentence, RepresentativeExample, representativeExampleSentence } from './representative-example';

afterEach(cleanup);

const product = (pid: string) => {
  const found = FINANCE_PRODUCTS.find((candidate) => candidate.pid === pid);
  if (!found) throw new Error(pid);
  return found;
};

describe('the representative example adds up', () => {
  // £1,421.25 interest free over 24 months: £59.21875 a month, rounded down to £59.21.
  const interestFree = financeBreakdown(product('IF24'), 189_500, 47_375);

  it('names the final payment where interest-free rounding leaves pennies for it', () => {
    expect(representativeExampleSentence(interestFree)).toBe(
      'Representative example: cash price £1,895.00, deposit £473.75, amount of credit £1,421.25, 0% APR representative, ' +
        '23 monthly payments of £59.21 and a final payment of £59.42, total amount payable £1,895.00.',
    );
    render(<RepresentativeExample example={interestFree} />);
    expect(screen.getByText('Final payment').nextElementSibling?.textContent).toBe('£59.42');
  });

  it('says nothing of a final payment when every instalment is the same', () => {
    const interestBearing = financeBreakdown(product('IB60'), 300_000, 75_000);
    expect(representativeExampleSentence(interestBearing)).toContain('60 monthly payments of £47.23, total amount payable');
    render(<RepresentativeExample example={interestBearing} />);
    expect(screen.queryByText('Final payment')).toBeNull();
  });
});

describe('the payments headline words the instalments as the example does', () => {
  it('names the final payment of an interest-free plan', () => {
    expect(paymentsSentence(financeBreakdown(product('IF24'), 189_500, 47_375))).toBe(
      '23 monthly payments of £59.21 and a final payment of £59.42, total amount payable £1,895.00.',
    );
  });

  it('says when a buy now, pay later plan’s payments start, in the headline and the table', () => {
    const deferred = financeBreakdown(product('BNPL120'), 189_500, 47_375);
    expect(paymentsSentence(deferred, 12)).toBe('After your deposit, nothing to pay for 12 months, then 120 monthly payments of £21.96, total amount payable £3,108.95.');
    expect(paymentsSentence(financeBreakdown(product('BNPL120'), 189_500, 0), 12)).toMatch(/^Nothing to pay for 12 months, then 120 monthly payments of /);
    render(<RepresentativeExample example={deferred} deferredMonths={12} />);
    expect(screen.getByText('Payments start').nextElementSibling?.textContent).toBe('After 12 months');
  });
});
