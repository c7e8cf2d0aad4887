import { describe, expect, it } from 'vitest';
import { productsShapeProblem, resultsShapeProblem } from './results-shape';

const product = {
  id: 101,
  product_title: 'Ideal Logic Max 30kW combi',
  product_brand: 'Ideal',
  product_type: 'Combi',
  image: '/images/products/ideal.webp',
  price_before_discount: 229_900,
  price_after_discount: 199_900,
  index: 0,
  warranty_years: 10,
  delay_days: 0,
  next_day: true,
  finance_options: [{ finance_product_id: 'IF24' }],
  features: ['Quiet'],
  product_water_flow_rate: 12.3,
};
const answer = {
  status: 'quoted',
  quote: { quote_id: 'Q1', postcode: 'LS6 2AB', quote_items: {} },
  relocation: 0,
  next_available: 2,
  is_saved: false,
  force_save: false,
  discount: null,
  questions: [{ question: 'How long?', answer: 'A day.' }],
  products: [product],
  customer: null,
  source: null,
};

describe('the results shape the page reads', () => {
  it('accepts an answer of the contract', () => {
    expect(resultsShapeProblem(answer)).toBeNull();
    expect(resultsShapeProblem({ ...answer, products: [], discount: { discount_amount: 5_000 } })).toBeNull();
  });

  it('names the first problem of an answer the page cannot show', () => {
    const { products: _dropped, ...withoutProducts } = answer;
    expect(resultsShapeProblem(withoutProducts)).toBe('products is not a list');
    expect(resultsShapeProblem({ ...answer, products: { 0: product } })).toBe('products is not a list');
    expect(resultsShapeProblem({ ...answer, products: [product, { ...product, price_after_discount: '£1,999.00' }] })).toBe('products/1 price_after_discount is not an integer');
    expect(resultsShapeProblem({ ...answer, quote: null })).toBe('quote has no quote_id and quote_items');
    expect(resultsShapeProblem({ ...answer, questions: 'none' })).toBe('questions is not a list of questions and answers');
    expect(resultsShapeProblem('<html>')).toBe('the answer is not an object');
    expect(productsShapeProblem([{ ...product, finance_options: [{}] }])).toBe('products/0 finance_options is not a list of finance options');
    expect(productsShapeProblem([{ ...product, features: 'Quiet' }])).toBe('products/0 features is not a list of texts');
  });
});
