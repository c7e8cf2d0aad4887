// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { financeBreakdown, FINANCE_PRODUCTS } from '@/domain/finance';
import { RepresentativeExample, representativeExampleSentence } from './representative-example';

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
