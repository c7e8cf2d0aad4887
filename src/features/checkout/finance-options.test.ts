import type { FinanceProduct } from '@/shared/contract-types';
import { describe, expect, it } from 'vitest';
import { allowedLenderUrl, financeChoices } from './finance-options';

const v12: FinanceProduct[] = [
  { id: 11, pid: 'IB60', type: 'IB', months: 60, apr: 9.9, factor: 0.02099, deferred_period: null },
  { id: 12, pid: 'IF12', type: 'IF', months: 12, apr: 0, factor: 0, deferred_period: null },
];

describe('lender redirect allow-list', () => {
  it('allows the lenders’ https application forms only', () => {
    expect(allowedLenderUrl('https://apply.v12finance.com/application/abc')?.href).toBe('https://apply.v12finance.com/application/abc');
    for (const address of [
      'http://apply.v12finance.com/application/abc',
      'https://apply.v12finance.com.evil.example/x',
      'https://evil.example/?to=apply.v12finance.com',
      'https://user:pass@apply.v12finance.com/',
      'https://apply.v12finance.com:8443/',
      'javascript:alert(1)',
      '/relative',
      'not a url',
    ]) {
      expect(allowedLenderUrl(address), address).toBeNull();
    }
  });
});

describe('finance choices', () => {
  it('offers the product’s terms from the fixed table with V12’s loan id, plus V12 terms the table lacks', () => {
    const choices = financeChoices(['IB36', 'IB60', 'IF12'], v12);
    expect(choices.map((choice) => [choice.pid, choice.loanId])).toEqual([
      ['IB36', null],
      ['IB60', 11],
      ['IF12', 12],
    ]);
  });
  it('names each plan as the results do, never by its code (decision 951)', () => {
    expect(financeChoices(['IB36', 'IF12'], v12).map((choice) => choice.name)).toEqual(['Interest bearing over 36 months, 9.9% APR', 'Interest free over 12 months']);
  });
  it('offers nothing when the product names no terms, as the results show no finance for it (decision 951)', () => {
    expect(financeChoices([], v12)).toEqual([]);
  });
  it('carries the lender’s months before the first payment of a buy now, pay later plan', () => {
    const lenders: FinanceProduct[] = [
      { id: 5, pid: 'BNPL120', type: 'BNPL', months: 120, apr: 11.9, factor: 0.01545, deferred_period: 12 },
      { id: 2, pid: 'IB36', type: 'IB', months: 36, apr: 9.9, factor: 0.03202, deferred_period: 0 },
    ];
    expect(financeChoices(['BNPL120', 'IB36'], lenders).map((choice) => [choice.pid, choice.deferredMonths])).toEqual([
      ['IB36', null],
      ['BNPL120', 12],
    ]);
  });
});
