// The shape the results page reads, checked at the boundary in every build (decision 131). The
// full contract check (src/api/response-check.ts) runs only in development and tests; without this
// a production answer with no `products`, or a text price, would crash the render into the route
// error page instead of the spec's quiet failure (quote §8). Cheap: a few type checks a product.
type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInteger = (value: unknown) => Number.isInteger(value);
const isString = (value: unknown) => typeof value === 'string';
const isOptionalNumber = (value: unknown) => value === undefined || value === null || typeof value === 'number';

function productProblem(product: unknown): string | null {
  if (!isNode(product)) return 'is not an object';
  if (!isInteger(product.id)) return 'id is not an integer';
  for (const field of ['product_title', 'product_brand', 'product_type', 'image'] as const) if (!isString(product[field])) return `${field} is not a string`;
  for (const field of ['price_before_discount', 'price_after_discount', 'index', 'warranty_years', 'delay_days'] as const)
    if (!isInteger(product[field])) return `${field} is not an integer`;
  if (typeof product.next_day !== 'boolean') return 'next_day is not a boolean';
  if (!Array.isArray(product.finance_options) || !product.finance_options.every((option) => isNode(option) && isString(option.finance_product_id)))
    return 'finance_options is not a list of finance options';
  if (product.features !== undefined && !(Array.isArray(product.features) && product.features.every(isString))) return 'features is not a list of texts';
  for (const field of ['product_water_flow_rate', 'output_kw', 'capacity_kwh', 'panels'] as const)
    if (!isOptionalNumber(product[field])) return `${field} is not a number`;
  return null;
}

/** The products' problem, if any: the solar re-pricing answer carries only products. */
export function productsShapeProblem(products: unknown): string | null {
  if (!Array.isArray(products)) return 'products is not a list';
  for (const [index, product] of products.entries()) {
    const problem = productProblem(product);
    if (problem) return `products/${index} ${problem}`;
  }
  return null;
}

/** The first way this answer differs from what the results page reads, or null when it can be shown. */
export function resultsShapeProblem(answer: unknown): string | null {
  if (!isNode(answer)) return 'the answer is not an object';
  if (answer.status !== 'quoted' && answer.status !== 'contact') return 'status is not quoted or contact';
  if (!isNode(answer.quote) || !isString(answer.quote.quote_id) || !isNode(answer.quote.quote_items)) return 'quote has no quote_id and quote_items';
  if (!isInteger(answer.relocation)) return 'relocation is not an integer';
  if (!isInteger(answer.next_available)) return 'next_available is not an integer';
  if (typeof answer.is_saved !== 'boolean' || typeof answer.force_save !== 'boolean') return 'is_saved or force_save is not a boolean';
  if (answer.discount !== null && answer.discount !== undefined && !(isNode(answer.discount) && isInteger(answer.discount.discount_amount)))
    return 'discount has no integer discount_amount';
  if (!Array.isArray(answer.questions) || !answer.questions.every((faq) => isNode(faq) && isString(faq.question) && isString(faq.answer)))
    return 'questions is not a list of questions and answers';
  return productsShapeProblem(answer.products);
}

/** A quote loaded by its reference (decision 490): the results, its answers, its dates and whether it expired. */
export function savedQuoteShapeProblem(answer: unknown): string | null {
  const problem = resultsShapeProblem(answer);
  if (problem || !isNode(answer)) return problem;
  if (!isNode(answer.answers) || !isString(answer.answers.quoteType)) return 'answers has no quoteType';
  if (!isString(answer.priced_at) || !isString(answer.valid_until)) return 'priced_at or valid_until is not a text';
  if (typeof answer.expired !== 'boolean') return 'expired is not a boolean';
  return null;
}
