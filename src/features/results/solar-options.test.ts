import { describe, expect, it } from 'vitest';
import { birdProofingText } from './solar-options';

describe('bird proofing beside the solar systems', () => {
  it('prices each system on offer by its own panel count, not the first package size', () => {
    const text = birdProofingText([{ panels: 14 }, { panels: 10 }, { panels: 10 }]);
    expect(text).toBe('Bird proofing keeps pigeons from nesting under your panels, at £20.00 a panel: £200.00 for 10 panels, £280.00 for 14 panels.');
    expect(text).not.toContain('6 panels');
  });

  it('one panel is singular; no panel counts, no sentence', () => {
    expect(birdProofingText([{ panels: 1 }])).toContain('£20.00 for 1 panel.');
    expect(birdProofingText([{ panels: null }])).toBeNull();
  });
});
