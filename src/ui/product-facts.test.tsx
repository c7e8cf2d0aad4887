// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { FactList, ProductPrice, priceTexts } from './product-facts';

describe('product price', () => {
  it('a discounted price shows the price before, the price now and the saving, in pounds with pence', () => {
    expect(priceTexts(250_000, 219_950)).toEqual({ before: '£2,500.00', now: '£2,199.50', saving: '£300.50' });
    const { container } = render(<ProductPrice before={250_000} after={219_950} />);
    expect(container.textContent).toBe('Was £2,500.00 now £2,199.50Save £300.50');
    expect(container.querySelector('s')?.textContent).toBe('£2,500.00');
  });

  it('a price without a discount is the price alone', () => {
    expect(priceTexts(180_000, 180_000)).toEqual({ before: null, now: '£1,800.00', saving: null });
    const { container } = render(<ProductPrice before={180_000} after={180_000} />);
    expect(container.textContent).toBe('£1,800.00');
  });
});

describe('fact list', () => {
  it('is one description list whose terms each come right before their values', () => {
    const { container } = render(<FactList className="facts" facts={[['Output', '30 kW'], ['Warranty', '10 years']]} />);
    const list = container.querySelector('dl.facts')!;
    expect([...list.children].map((child) => `${child.tagName} ${child.textContent}`)).toEqual(['DT Output', 'DD 30 kW', 'DT Warranty', 'DD 10 years']);
  });
});
