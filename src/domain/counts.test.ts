import { describe, expect, it } from 'vitest';
import { countText, pluralOf } from './counts';

describe('counts', () => {
  it('one of a thing is singular; none and many are plural', () => {
    expect(countText(1, 'radiator')).toBe('1 radiator');
    expect(countText(0, 'radiator')).toBe('0 radiators');
    expect(countText(14, 'panel')).toBe('14 panels');
    expect(countText(1200, 'panel')).toBe('1,200 panels');
  });

  it('a consonant before y makes -ies; a vowel before y keeps the y', () => {
    expect(pluralOf('battery')).toBe('batteries');
    expect(pluralOf('day')).toBe('days');
    expect(pluralOf('EV charger')).toBe('EV chargers');
    expect(countText(2, 'person', 'people')).toBe('2 people');
  });
});
