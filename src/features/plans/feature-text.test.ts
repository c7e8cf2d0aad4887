import { describe, expect, it } from 'vitest';
import { featureText } from './feature-text';

describe('plan feature text', () => {
  it('starts a lower-case feature with a capital', () => {
    expect(featureText('priority booking')).toBe('Priority booking');
    expect(featureText('controls')).toBe('Controls');
    expect(featureText(' annual service ')).toBe('Annual service');
  });

  it('leaves features that already start well, or whose first word has its own capitals', () => {
    expect(featureText('Annual boiler service')).toBe('Annual boiler service');
    expect(featureText('24-hour helpline')).toBe('24-hour helpline');
    expect(featureText('iPhone app')).toBe('iPhone app');
    expect(featureText('kWh readings')).toBe('kWh readings');
  });
});
