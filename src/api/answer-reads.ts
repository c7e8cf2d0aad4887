// What the pages read of each answer, by operationId and status, for the generator of answer-checks/ (decision 710).
// Names only, every rule is the contract's; `true` reads a field whole; lists, maps and oneOf branches are looked through.

export type Reads = true | { readonly [field: string]: Reads };

const read = (operation: string, status: number, reads: Reads) => ({ operation, status, reads });

/** Fields read whole, in the order given. */
const whole = (...fields: readonly string[]): Record<string, Reads> => Object.fromEntries(fields.map((field) => [field, true]));
/** The same reads under each of several fields (an order's add-on lists). */
const each = (fields: readonly string[], reads: Reads): Record<string, Reads> => Object.fromEntries(fields.map((field) => [field, reads]));

const customer = whole('first_name', 'last_name', 'email_address', 'contact_number', 'postcode');
const uploadedFile = whole('id', 'file_name', 'url');
const uploadDocument = { ...whole('name', 'title', 'description', 'example_image'), files: uploadedFile } as const;
/** A product as every page shows it (a card, the checkout summary, the detail, the plans). */
const product = {
  ...whole('id', 'product_title', 'product_brand', 'product_type', 'image', 'price_before_discount', 'price_after_discount', 'index'),
  ...whole('warranty_years', 'delay_days', 'next_day', 'features'),
  finance_options: { finance_product_id: true },
  ...whole('product_water_flow_rate', 'output_kw', 'capacity_kwh', 'panels', 'grant'),
} as const;
const quote = { quote_id: true, postcode: true, quote_items: {} } as const;
const adjustments = { name: true, amount: true } as const;
const addOn = whole('id', 'name', 'description', 'image', 'quantity', 'product_price', 'product_total', 'includes');
/** An order as the confirmation, tracking, payment and checkout pages read it. */
const order = {
  ...whole('id', 'quote_id', 'status', 'total', 'created_at'),
  customer,
  ...whole('fitting_date', 'deposit_paid', 'amount_paid', 'relocation'),
  product,
  finance_application: { loan_deposit: true, loan_amount: true },
  adjustments,
  adjustments_sum: true,
  order_items: { name: true, product_total: true },
  outstanding_payments: { description: true, amount: true, due_date: true },
} as const;
const checkout = {
  next_available: true,
  order,
  product,
  quote,
  relocation: true,
  warranties: { ...addOn, years: true },
  ...each(['bundles', 'certifications', 'controls', 'filters', 'radiator_valves', 'system_flushes', 'ev_chargers', 'batteries', 'gateways'], addOn),
  ...whole('paid', 'pay_later', 'first_step', 'deposit_percentage'),
} as const;
const results = {
  status: true,
  quote,
  ...whole('relocation', 'next_available', 'is_saved', 'force_save'),
  discount: { discount_amount: true },
  questions: { question: true, answer: true },
  products: product,
  valid_until: true,
} as const;
const serviceOrder = {
  ...whole('id', 'quote_id', 'preferred_date', 'preferred_date_cost', 'alternative_date'),
  adjustments,
  adjustments_sum: true,
  customer,
  ...whole('comments', 'fitting_date', 'total'),
  ...each(['bundle', 'control', 'filter', 'system_flush', 'certification'], { id: true }),
  ...each(['radiator_valve', 'co_alarm'], addOn),
} as const;
const survey = { product, quote, required: uploadDocument, optional: uploadDocument, received: uploadDocument, customer: { ...customer, id: true } } as const;
const priceMatch = { orderId: true, step: true, required: uploadDocument, received: uploadDocument, url: true } as const;
const uploadGroup = { group: true, documents: uploadDocument } as const;
const planOrder = { quote_id: true, plan: { plan_id: true }, paid: true } as const;
const calendarDay = { available: true, cost: true } as const;
const lenderProduct = whole('id', 'pid', 'type', 'apr', 'months', 'factor', 'deferred_period');

export const ANSWER_READS = {
  // The questionnaire hands its answer to the results page (decision 805), so it checks what that page reads.
  quoteResults: read('submitQuoteAnswers', 200, results),
  // Changed answers re-price the quote under its reference (decision 955); handed to the results page as the questionnaire's answer is.
  repricedQuote: read('repriceQuote', 200, results),
  savedQuote: read('loadSavedQuote', 200, { ...results, answers: { quoteType: true }, priced_at: true, expired: true }),
  quotedProduct: read('loadSavedQuote', 200, { relocation: true, expired: true, products: product }),
  solarRepriced: read('updateSolarResults', 200, { products: product }),
  callback: read('requestCallback', 200, { callback: true }),
  quoteSaved: read('saveQuote', 200, { is_saved: true, email_address: true }),
  productDetail: read('loadProductDetail', 200, {
    product: { ...product, description: true, specifications: { name: true, value: true }, whats_included: true, gallery: true, documents: { name: true, url: true } },
  }),
  lenderProductsV12: read('listV12FinanceProducts', 200, lenderProduct),
  lenderProductsNovuna: read('listNovunaFinanceProducts', 200, lenderProduct),
  checkout: read('loadCheckout', 200, checkout),
  checkoutForQuote: read('loadCheckoutForQuote', 200, checkout),
  enquiry: read('loadEnquiry', 200, checkout),
  enquiryForQuote: read('loadEnquiryForQuote', 200, checkout),
  enquirySent: read('submitEnquiry', 200, { images_required: true }),
  checkoutDiscount: read('applyCheckoutDiscount', 200, { order, reset_steps: true, ...each(['bundles', 'controls', 'filters', 'radiator_valves', 'system_flushes'], addOn) }),
  paymentIntent: read('createStripeIntent', 201, { intent: true, amount: true }),
  financeApplication: read('startV12FinanceApplication', 201, { ApplicationFormUrl: true }),
  calendar: read('getCalendar', 200, calendarDay),
  orderCreated: read('createOrder', 201, { order }),
  checkoutSession: read('checkCheckoutSession', 200, { valid: true }),
  orderPage: read('loadOrder', 200, { order, questions: { question: true, answer: true }, images_required: true }),
  orderPayment: read('loadOrderPayment', 200, { amount: true, intent: true, paid_at: true, order }),
  orderTracking: read('trackOrder', 200, { order }),
  uploadState: read('uploadOrderDocuments', 200, {
    ...whole('orderId', 'name', 'user'),
    ...each(['required', 'optional', 'received'], uploadGroup),
    removed: true,
    additional: uploadedFile,
    complete: true,
  }),
  serviceCheckout: read('loadServiceCheckout', 200, {
    order: serviceOrder,
    product,
    next_available: true,
    ...each(['bundles', 'certifications', 'controls', 'filters', 'radiator_valves', 'co_alarms', 'system_flushes'], addOn),
    ...whole('details_step', 'paid', 'landlord'),
  }),
  serviceDatesSaved: read('saveServiceDates', 200, { order: serviceOrder }),
  serviceConfirmed: read('confirmServiceOrder', 200, { order: serviceOrder }),
  serviceDiscount: read('applyServiceDiscount', 200, { adjustments, adjustments_sum: true }),
  plans: read('loadPlans', 200, {
    order: planOrder,
    products: { id: true, name: true, description: true, product_total: true, billing: true, features: true, excess: true, term_months: true, exclusions: true },
    product,
    paid: true,
  }),
  planChosen: read('choosePlan', 200, { order: planOrder }),
  survey: read('loadSurvey', 200, survey),
  surveyForProduct: read('loadSurveyForProduct', 200, survey),
  surveyPhotoStored: read('storeSurveyImage', 200, survey),
  surveyCustomerSaved: read('updateSurveyCustomer', 200, survey),
  priceMatch: read('priceMatchDocuments', 200, priceMatch),
  priceMatchCompleted: read('completePriceMatch', 200, priceMatch),
} as const;
