// Shapes of the contract's shared parts that more than one page reads (see shape.ts): each names
// only the fields the pages read.
import { fields, flag, listOf, nullable, number, oneOf, optional, recordOf, text, wholeNumber } from './shape';

export const uploadedFileShape = fields({ file_name: text });

export const uploadDocumentShape = fields({ name: text, title: text, description: optional(text), example_image: optional(text), files: listOf(uploadedFileShape) });

export const customerShape = fields({
  first_name: nullable(text),
  last_name: nullable(text),
  email_address: nullable(text),
  contact_number: nullable(text),
  postcode: nullable(text),
});

export const productShape = fields({
  id: wholeNumber,
  product_title: text,
  image: text,
  price_before_discount: wholeNumber,
  price_after_discount: wholeNumber,
  finance_options: listOf(fields({ finance_product_id: text })),
});

export const quoteShape = fields({ quote_id: text, postcode: nullable(text), quote_items: fields({}) });

/** An order as the confirmation, tracking, payment and checkout pages read it. */
export const orderShape = fields({
  quote_id: text,
  status: text,
  total: wholeNumber,
  created_at: text,
  customer: nullable(customerShape),
  fitting_date: nullable(text),
  deposit_paid: wholeNumber,
  product: optional(productShape),
  finance_application: optional(fields({ loan_deposit: optional(wholeNumber) })),
  adjustments: listOf(fields({ name: text, amount: wholeNumber })),
  adjustments_sum: wholeNumber,
  order_items: listOf(fields({ name: text, product_total: wholeNumber })),
  outstanding_payments: listOf(fields({ description: text, amount: wholeNumber, due_date: optional(text) })),
});

export const addOnItemShape = fields({ id: wholeNumber, name: text, description: optional(text), image: optional(text), quantity: optional(wholeNumber), product_total: wholeNumber });

/** GET /calendar: each day of the month, available or not, with its cost. */
export const calendarShape = recordOf(fields({ available: flag, cost: optional(wholeNumber) }));

const addOnListShape = listOf(addOnItemShape);

/** POST /checkout/{type} and POST /enquiry/{type}: the same answer (purchase §7). */
export const checkoutShape = fields({
  next_available: wholeNumber,
  order: nullable(orderShape),
  product: productShape,
  quote: quoteShape,
  relocation: wholeNumber,
  warranties: listOf(fields({ id: wholeNumber, name: text, product_total: wholeNumber, years: wholeNumber })),
  bundles: addOnListShape,
  certifications: addOnListShape,
  controls: addOnListShape,
  filters: addOnListShape,
  radiator_valves: addOnListShape,
  system_flushes: addOnListShape,
  ev_chargers: addOnListShape,
  batteries: addOnListShape,
  gateways: addOnListShape,
  paid: flag,
  pay_later: flag,
  first_step: oneOf('calendar', 'details', 'upgrades'),
  deposit_percentage: number,
});
