// Pages that add up: for any order the contract allows, the listed charges sum to the total shown,
// every charge the order carries is listed, and the total shown is the server's; and every money
// field means one thing on every page (decision 830).
import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { Order } from '../src/shared/contract-types';
import { comparedPrice } from '../src/domain/estimates';
import { formatPence } from '../src/domain/money';
import { priceTexts, quotedPrice } from '../src/ui/product-facts';
import { chargeLines, orderCharges, type ChargeLine } from '../src/domain/totals';
import { simCheck } from './check';
import { pence } from './arbitraries';

const ITEM_TYPES = ['warranty', 'bundle', 'control', 'filter', 'radiator_valve', 'system_flush', 'certification', 'electrical_kit', 'ev_charger', 'battery', 'gateway', 'co_alarm'] as const;

/** The Order schema's money fields (openapi.yaml): product?, order_items, fitting_date_cost?, relocation, adjustments, total >= 0. */
const orderItem = fc.record({
  id: fc.integer({ min: 1, max: 1_000 }),
  item_type: fc.constantFrom(...ITEM_TYPES),
  name: fc.string({ minLength: 1, maxLength: 20 }),
  quantity: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
  product_price: pence,
  product_total: pence,
});
const adjustment = fc.record({ name: fc.string({ minLength: 1, maxLength: 20 }), description: fc.string({ maxLength: 20 }), amount: fc.integer({ min: -10_000_000, max: 10_000_000 }) });
const product = fc.record({ product_title: fc.string({ minLength: 1, maxLength: 20 }), price_after_discount: pence });

type Charged = Pick<Order, 'order_items' | 'fitting_date' | 'fitting_date_cost' | 'relocation' | 'adjustments' | 'total'> & { product?: { product_title: string; price_after_discount: number } | undefined };

const orderParts = fc.record({
  product: fc.option(product, { nil: undefined }),
  order_items: fc.array(orderItem, { maxLength: 8 }),
  fitting_date: fc.option(fc.constant('2026-12-05'), { nil: null }),
  fitting_date_cost: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: undefined }),
  relocation: fc.oneof(fc.constant(0), pence),
  adjustments: fc.array(adjustment, { maxLength: 4 }),
});
const RELOCATION = 'Moving your boiler';

/** What the order's own fields add up to, floored at 0 like every total of the contract. */
const fieldsSum = (order: Omit<Charged, 'total'>) =>
  Math.max(
    0,
    (order.product?.price_after_discount ?? 0) +
      order.order_items.reduce((sum, item) => sum + item.product_total, 0) +
      (order.fitting_date_cost ?? 0) +
      order.relocation +
      order.adjustments.reduce((sum, item) => sum + item.amount, 0),
  );

/** Any total the contract allows: the fields' sum (a server that agrees), or any other amount. */
const anyOrder: fc.Arbitrary<Charged> = orderParts.chain((parts) => fc.oneof(fc.constant(fieldsSum(parts)), pence).map((total) => ({ ...parts, total })));

const sum = (lines: readonly ChargeLine[]) => lines.reduce((total, line) => total + line.amount, 0);

describe('order charges', () => {
  it('list lines that sum to the total shown, and the total shown is the server’s', () => {
    simCheck(fc.property(anyOrder, (order) => {
      const charges = orderCharges(order, RELOCATION);
      return charges.total === order.total && sum(charges.lines) === charges.total;
    }));
  });

  it('list every charge the order carries: the product, each add-on, a priced install day, the relocation, each adjustment', () => {
    simCheck(fc.property(anyOrder, (order) => {
      const { lines } = orderCharges(order, RELOCATION);
      const of = (kind: ChargeLine['kind']) => lines.filter((line) => line.kind === kind).map((line) => line.amount);
      const dayCost = order.fitting_date_cost ?? 0;
      return (
        JSON.stringify(of('product')) === JSON.stringify(order.product ? [order.product.price_after_discount] : []) &&
        JSON.stringify(of('addOn')) === JSON.stringify(order.order_items.map((item) => item.product_total)) &&
        JSON.stringify(of('day')) === JSON.stringify(dayCost > 0 ? [dayCost] : []) &&
        JSON.stringify(of('relocation')) === JSON.stringify(order.relocation > 0 ? [order.relocation] : []) &&
        JSON.stringify(of('adjustment')) === JSON.stringify(order.adjustments.map((item) => item.amount))
      );
    }));
  });

  it('add no "other" line when the server’s total is what its fields add up to', () => {
    simCheck(fc.property(orderParts, (parts) => !orderCharges({ ...parts, total: fieldsSum(parts) }, RELOCATION).lines.some((line) => line.kind === 'other')));
  });
});

describe('charges worked out here (checkout, service, plans)', () => {
  const parts = fc.record({
    product: fc.option(fc.record({ name: fc.string(), price: pence }), { nil: null }),
    addOns: fc.array(fc.record({ key: fc.string(), name: fc.string(), total: pence }), { maxLength: 8 }),
    day: fc.option(fc.record({ name: fc.string(), cost: fc.integer({ min: 0, max: 20_000 }) }), { nil: null }),
    relocation: fc.option(fc.record({ name: fc.string(), amount: pence }), { nil: null }),
    adjustments: fc.array(adjustment, { maxLength: 4 }),
  });
  it('total = product + add-ons + day + relocation + adjustments, floored at 0, and the lines sum to it', () => {
    simCheck(fc.property(parts, (given) => {
      const charges = chargeLines(given);
      const expected = Math.max(
        0,
        (given.product?.price ?? 0) + given.addOns.reduce((total, item) => total + item.total, 0) + (given.day?.cost ?? 0) + (given.relocation?.amount ?? 0) + given.adjustments.reduce((total, item) => total + item.amount, 0),
      );
      return charges.total === expected && sum(charges.lines) === expected && !charges.lines.some((line) => line.kind === 'other');
    }));
  });
});

describe('one meaning per money field on every page (decision 830)', () => {
  // A product as the contract gives it: both prices already after any grant, neither holding the relocation.
  const grant = fc.option(fc.record({ name: fc.string({ minLength: 1 }), amount: fc.integer({ min: 1, max: 1_500_000 }), eligibility: fc.string() }), { nil: null });
  const journey = fc.record({
    price: pence,
    grant,
    relocation: fc.oneof(fc.constant(0), pence),
    addOns: fc.array(pence, { maxLength: 6 }),
    dayCost: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 })),
    adjustments: fc.array(adjustment, { maxLength: 3 }),
  });

  it('the price compared on the results is the checkout total before extras, and the order page lists the same total with nothing unexplained', () => {
    simCheck(fc.property(journey, ({ price, relocation, addOns, dayCost, adjustments }) => {
      const compared = comparedPrice(price, relocation);
      const extras = addOns.reduce((total, amount) => total + amount, 0) + dayCost + adjustments.reduce((total, item) => total + item.amount, 0);
      const checkout = chargeLines({
        product: { name: 'Product', price },
        addOns: addOns.map((total, index) => ({ key: String(index), name: `Add-on ${index}`, total })),
        day: dayCost > 0 ? { name: 'Install day', cost: dayCost } : null,
        relocation: { name: RELOCATION, amount: relocation },
        adjustments,
      });
      const serverTotal = Math.max(0, compared + extras);
      const order = orderCharges(
        {
          product: { product_title: 'Product', price_after_discount: price },
          order_items: addOns.map((total, index) => ({ item_type: 'control', id: index + 1, name: `Add-on ${index}`, product_total: total })),
          fitting_date: '2026-12-05',
          fitting_date_cost: dayCost,
          relocation,
          adjustments,
          total: serverTotal,
        },
        RELOCATION,
      );
      return compared === price + relocation && checkout.total === serverTotal && order.total === serverTotal && !order.lines.some((line) => line.kind === 'other');
    }));
  });

  it('a grant the server names never moves the price shown: it is named beside it, with the price before it', () => {
    simCheck(fc.property(journey, pence, ({ price, grant: given, relocation }, discount) => {
      const quoted = quotedPrice({ price_before_discount: price + discount, price_after_discount: price, grant: given }, relocation);
      const texts = priceTexts('heat-pump', quoted);
      const grantNotes = texts.notes.filter((note) => note.startsWith('After the '));
      return (
        texts.now === formatPence(price + relocation) &&
        (discount > 0 ? texts.saving === formatPence(discount) : texts.saving === null) &&
        (given === null ? grantNotes.length === 0 : grantNotes.length === 1 && grantNotes[0]!.endsWith(`Before the grant: ${formatPence(price + relocation + given.amount)}.`))
      );
    }));
  });
});
