// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { FactList, ProductPrice, priceTexts, quotedPrice } from './product-facts';

const BUS = { name: 'Boiler Upgrade Scheme', amount: 750_000, eligibility: 'homes in England and Wales' };
const price = (before: number, after: number) => ({ price_before_discount: before, price_after_discount: after });

describe('product price', () => {
  it('a discounted price shows the price before, the price now and the saving, in pounds with pence', () => {
    const quoted = quotedPrice(price(250_000, 219_950), 0);
    expect(priceTexts('boiler', quoted)).toEqual({ before: '£2,500.00', now: '£2,199.50', saving: '£300.50', notes: [] });
    const { container } = render(<ProductPrice type="boiler" price={quoted} />);
    expect(container.textContent).toBe('Was £2,500.00 now £2,199.50Save £300.50');
    expect(container.querySelector('s')?.textContent).toBe('£2,500.00');
  });

  it('a price without a discount is the price alone', () => {
    const quoted = quotedPrice(price(180_000, 180_000), 0);
    expect(priceTexts('boiler', quoted)).toEqual({ before: null, now: '£1,800.00', saving: null, notes: [] });
    const { container } = render(<ProductPrice type="boiler" price={quoted} />);
    expect(container.textContent).toBe('£1,800.00');
  });

  it('includes the quote’s relocation in the price, the price before and the saving, and says so (decision 830)', () => {
    const quoted = quotedPrice(price(229_500, 214_500), 79_500);
    expect(quoted.now).toBe(294_000);
    expect(priceTexts('boiler', quoted)).toEqual({
      before: '£3,090.00',
      now: '£2,940.00',
      saving: '£150.00',
      notes: ['Includes £795.00 for moving your boiler.'],
    });
    expect(priceTexts('aircon', quotedPrice(price(189_500, 189_500), 60_000)).notes).toEqual([
      'Includes £600.00 for fitting the outdoor unit on a first-floor wall.',
    ]);
  });

  it('shows a heat pump at the server’s price, naming the grant the server took off and the price before it (decision 830)', () => {
    const quoted = quotedPrice({ ...price(399_500, 399_500), grant: BUS }, 0);
    expect(quoted.now).toBe(399_500);
    const { container } = render(<ProductPrice type="heat-pump" price={quoted} />);
    expect(container.querySelector('.ui-price')?.textContent).toBe('£3,995.00');
    expect(container.querySelector('.ui-price__note')?.textContent).toBe(
      'After the £7,500.00 Boiler Upgrade Scheme grant, which we claim for you (homes in England and Wales). Before the grant: £11,495.00.',
    );
    // No grant in the answer, no grant on the page: nothing is taken off by the client.
    expect(priceTexts('heat-pump', quotedPrice(price(1_149_500, 1_149_500), 0))).toEqual({ before: null, now: '£11,495.00', saving: null, notes: [] });
  });
});

describe('fact list', () => {
  it('is one description list whose terms each come right before their values', () => {
    const { container } = render(<FactList className="facts" facts={[['Output', '30 kW'], ['Warranty', '10 years']]} />);
    const list = container.querySelector('dl.facts')!;
    expect([...list.children].map((child) => `${child.tagName} ${child.textContent}`)).toEqual(['DT Output', 'DD 30 kW', 'DT Warranty', 'DD 10 years']);
  });
});
