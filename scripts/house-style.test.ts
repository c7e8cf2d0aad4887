import { describe, expect, it } from 'vitest';
import { houseStyleProblems } from './house-style';

describe('the house style on a page (docs/house-style.md)', () => {
  it('finds a word said twice in a row in the title, across separators and case', () => {
    expect(houseStyleProblems({ title: 'Checkout – Checkout – Home energy, priced and installed', stepperSizes: [] })).toEqual([
      'the title "Checkout – Checkout – Home energy, priced and installed" says "Checkout" twice in a row',
    ]);
    expect(houseStyleProblems({ title: 'Error: error – Site', stepperSizes: [] })).toHaveLength(1);
  });

  it('finds a stepper of one step', () => {
    expect(houseStyleProblems({ title: 'Order confirmation – Site', stepperSizes: [1] })).toEqual(['a stepper of one step (the heading names the step)']);
  });

  it('passes a page that keeps it: a word again later in the title, steppers of several steps', () => {
    expect(houseStyleProblems({ title: 'Contact details – Checkout – Home energy, priced and installed', stepperSizes: [3, 5] })).toEqual([]);
    expect(houseStyleProblems({ title: 'Your boiler prices – Home energy, priced and installed', stepperSizes: [] })).toEqual([]);
  });
});
