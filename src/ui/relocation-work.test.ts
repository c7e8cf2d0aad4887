import { describe, expect, it } from 'vitest';
import { relocationLabel, relocationWork } from './relocation-work';

describe('relocation wording', () => {
  it('names the work in a sentence and as an order line, the same words for results and checkout', () => {
    expect(relocationWork('boiler')).toBe('moving your boiler');
    expect(relocationLabel('boiler')).toBe('Moving your boiler');
    expect(relocationLabel('aircon')).toBe('Fitting the outdoor unit on a first-floor wall');
    expect(relocationLabel('ev')).toBe('The extra work your home needs');
  });
});
