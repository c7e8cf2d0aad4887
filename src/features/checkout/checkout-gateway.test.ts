import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from '@/api/client';

describe('idempotencyKeys', () => {
  it('gives the same body the same key, and another body another', () => {
    const keyOf = idempotencyKeys();
    const first = keyOf({ quote_id: 'Q1', fitting_date: '2026-12-02' });
    expect(keyOf({ quote_id: 'Q1', fitting_date: '2026-12-02' })).toBe(first);
    expect(keyOf({ quote_id: 'Q1', fitting_date: '2026-12-03' })).not.toBe(first);
  });
});
