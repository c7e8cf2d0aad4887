import { describe, expect, it } from 'vitest';
import { toggled } from './toggled';

describe('toggled', () => {
  it('adds a value once and takes it out, leaving the set it was given alone', () => {
    const given = new Set([1]);
    expect([...toggled(given, 1, true)]).toEqual([1]);
    expect([...toggled(new Set([1, 2]), 1, false)]).toEqual([2]);
    expect([...toggled(given, 3, true)]).toEqual([1, 3]);
    expect([...given]).toEqual([1]);
  });
});
