import { describe, expect, it } from 'vitest';
import { stageStates, statusText } from './tracking-model';

const states = (status: string) => stageStates(status).map((stage) => stage.state);

describe('tracking timeline', () => {
  it('marks stages done up to the status and the next one current', () => {
    expect(states('ORDER_PLACED')).toEqual(['done', 'current', 'todo', 'todo']);
    expect(states('DEPOSIT_PAID')).toEqual(['done', 'done', 'current', 'todo']);
    expect(states('INSTALL_BOOKED')).toEqual(['done', 'done', 'done', 'current']);
    expect(states('INSTALLED')).toEqual(['done', 'done', 'done', 'done']);
  });

  it('an installation booked for a later day is not started; on the day it is in progress', () => {
    const today = new Date(2026, 10, 26, 9);
    const installed = (fittingDate: string | null) => stageStates('INSTALL_BOOKED', fittingDate, today).find((stage) => stage.key === 'installed')!.state;
    expect(installed('2026-12-03')).toBe('todo');
    expect(installed('2026-11-26')).toBe('current');
    expect(installed(null)).toBe('current');
  });

  it('a quote or proposal is not placed yet; declined finance is a problem at the payment stage', () => {
    expect(states('PROPOSAL_SENT')).toEqual(['current', 'todo', 'todo', 'todo']);
    expect(states('FINANCE_DECLINED')).toEqual(['done', 'problem', 'todo', 'todo']);
  });

  it('shows the status in words, in the timeline\'s terms', () => {
    expect(statusText('INSTALL_BOOKED')).toBe('Installation booked');
    expect(statusText('INSTALLED')).toBe('Installed');
    expect(statusText('ORDER_PLACED')).toBe('Order placed');
    expect(statusText('SURVEY_BOOKED')).toBe('Survey booked');
    expect(statusText('')).toBe('Unknown');
  });

  it('every status that completes a stage reads like that stage (one term, never "Install booked")', () => {
    for (const [status, stage] of [['ORDER_PLACED', 'placed'], ['INSTALL_BOOKED', 'booked'], ['INSTALLED', 'installed']] as const) {
      expect(statusText(status)).toBe(stageStates(status).find((s) => s.key === stage)!.title);
    }
  });
});
