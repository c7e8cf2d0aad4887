// Shapes of the contract's shared parts that more than one page reads (see shape.ts): each names
// only the fields the pages read.
import { fields, flag, listOf, nullable, optional, recordOf, text, wholeNumber } from './shape';

export const uploadedFileShape = fields({ file_name: text });

export const uploadDocumentShape = fields({ name: text, title: text, description: optional(text), example_image: optional(text), files: listOf(uploadedFileShape) });

export const customerShape = fields({
  first_name: nullable(text),
  last_name: nullable(text),
  email_address: nullable(text),
  contact_number: nullable(text),
  postcode: nullable(text),
});

export const productShape = fields({ id: wholeNumber, product_title: text, image: text, price_after_discount: wholeNumber });

export const quoteShape = fields({ quote_id: text, quote_items: fields({}) });

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
