// What the pages read of each answer, by operationId and status, for the generator of answer-checks/ (decision 710).
// Names only, every rule is the contract's; `true` reads a field whole; lists, maps and oneOf branches are looked through.

export type Reads = true | { readonly [field: string]: Reads };

const read = (operation: string, status: number, reads: Reads) => ({ operation, status, reads });

const customer = { first_name: true, last_name: true, email_address: true, contact_number: true, postcode: true } as const;
const uploadedFile = { id: true, file_name: true, url: true } as const;
const uploadDocument = { name: true, title: true, description: true, example_image: true, files: uploadedFile } as const;
/** A product as every page shows it (a card, the checkout summary, the detail, the plans). */
const product = {
  id: true,
  product_title: true,
  product_brand: true,
  product_type: true,
  image: true,
  price_before_discount: true,
  price_after_discount: true,
  index: true,
  warranty_years: true,
  delay_days: true,
  next_day: true,
  features: true,
  finance_options: { finance_product_id: true },
  product_water_flow_rate: true,
  output_kw: true,
  capacity_kwh: true,
  panels: true,
  grant: true,
} as const;
const quote = { quote_id: true, postcode: true, quote_items: {} } as const;
const adjustments = { name: true, amount: true } as const;
const addOn = { id: true, name: true, description: true, image: true, quantity: true, product_price: true, product_total: true, includes: true } as const;
/** An order as the confirmation, tracking, payment and checkout pages read it. */
const order = {
  id: true,
  quote_id: true,
  status: true,
  total: true,
  created_at: true,
  customer,
  fitting_date: true,
  deposit_paid: true,
  amount_paid: true,
  relocation: true,
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
  bundles: addOn,
  certifications: addOn,
  controls: addOn,
  filters: addOn,
  radiator_valves: addOn,
  system_flushes: addOn,
  ev_chargers: addOn,
  batteries: addOn,
  gateways: addOn,
  paid: true,
  pay_later: true,
  first_step: true,
  deposit_percentage: true,
} as const;
const results = {
  status: true,
  quote,
  relocation: true,
  next_available: true,
  is_saved: true,
  force_save: true,
  discount: { discount_amount: true },
  questions: { question: true, answer: true },
  products: product,
  valid_until: true,
} as const;
const chosenAddOn = { id: true } as const;
const serviceOrder = {
  id: true,
  quote_id: true,
  preferred_date: true,
  preferred_date_cost: true,
  alternative_date: true,
  adjustments,
  adjustments_sum: true,
  customer,
  comments: true,
  fitting_date: true,
  total: true,
  bundle: chosenAddOn,
  control: chosenAddOn,
  filter: chosenAddOn,
  system_flush: chosenAddOn,
  certification: chosenAddOn,
  radiator_valve: addOn,
  co_alarm: addOn,
} as const;
const survey = { product, quote, required: uploadDocument, optional: uploadDocument, received: uploadDocument, customer: { ...customer, id: true } } as const;
const priceMatch = { orderId: true, step: true, required: uploadDocument, received: uploadDocument, url: true } as const;
const uploadGroup = { group: true, documents: uploadDocument } as const;
const planOrder = { quote_id: true, plan: { plan_id: true }, paid: true } as const;
const calendarDay = { available: true, cost: true } as const;
const lenderProduct = { id: true, pid: true, type: true, apr: true, months: true, factor: true, deferred_period: true } as const;

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
  checkoutDiscount: read('applyCheckoutDiscount', 200, { order, reset_steps: true, bundles: addOn, controls: addOn, filters: addOn, radiator_valves: addOn, system_flushes: addOn }),
  paymentIntent: read('createStripeIntent', 201, { intent: true, amount: true }),
  financeApplication: read('startV12FinanceApplication', 201, { ApplicationFormUrl: true }),
  calendar: read('getCalendar', 200, calendarDay),
  orderCreated: read('createOrder', 201, { order }),
  checkoutSession: read('checkCheckoutSession', 200, { valid: true }),
  orderPage: read('loadOrder', 200, { order, questions: { question: true, answer: true }, images_required: true }),
  orderPayment: read('loadOrderPayment', 200, { amount: true, intent: true, paid_at: true, order }),
  orderTracking: read('trackOrder', 200, { order }),
  uploadState: read('uploadOrderDocuments', 200, {
    orderId: true,
    name: true,
    user: true,
    required: uploadGroup,
    optional: uploadGroup,
    received: uploadGroup,
    removed: true,
    additional: uploadedFile,
    complete: true,
  }),
  serviceCheckout: read('loadServiceCheckout', 200, {
    order: serviceOrder,
    product,
    next_available: true,
    bundles: addOn,
    certifications: addOn,
    controls: addOn,
    filters: addOn,
    radiator_valves: addOn,
    co_alarms: addOn,
    system_flushes: addOn,
    details_step: true,
    paid: true,
    landlord: true,
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
