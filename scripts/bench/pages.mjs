// The page groups the bench opens on a first visit, with the real routes of purchase-flows.md section 2.
// References: the journey memory answers any reference in the shop's form (Q and letters or digits)
// with the fixtures' example, and an order's reference is its quote's (decisions 015 and 911).
// Override them with BENCH_QUOTE_REF / BENCH_ORDER_REF.
import { HEAVY_MODULES } from './budgets.mjs';

const quote = process.env.BENCH_QUOTE_REF ?? 'Q100001';
const order = process.env.BENCH_ORDER_REF ?? 'Q100001';
export const ORDER_REFERENCE = order;
const product = process.env.BENCH_PRODUCT_ID ?? '1';

// The results page is measured as the first visit of a saved or shared link: nothing in storage, so
// the page loads the quote by its reference (GET /quote/results/{type}/{quote}, decision 955), the
// slowest way a customer reaches it (a fresh answer from the questionnaire needs no call at all).

// Error reporting (Sentry) loads on every page after first paint: when it is requested is judged on a row of its own.
const ALL_HEAVY = Object.keys(HEAVY_MODULES).filter((name) => name !== 'sentry');
// Card payment is the only place Stripe is needed; forms and phone checks are not needed before a details step.
const NO_STRIPE = ['stripe'];

/**
 * budget: 'entry' (<= 1.3x floor), 'typing' (a page where the customer types, its form library loaded
 *   with it: <= 1.6x floor) or 'page' (<= 1.45x floor), on the JavaScript a first visit loads
 *   but error reporting (budgeted on its own, after first paint: budgets.mjs, decision 959).
 * name: also the key of the page's LCP ratio limit in bench/lcp-ratio-limits.json (lcp-ratio-limits.mjs).
 * paymentStep: the page where the payment provider's code is budgeted.
 * mustShow: a CSS selector that proves the page itself rendered (not a redirect, a 404 or the shell).
 * storage: { localStorage?, sessionStorage? } entries the browser holds before the visit (what earlier
 *   pages of the journey stored).
 */
export const PAGES = [
  { group: 'home', name: 'home', url: '/', budget: 'entry', forbiddenModules: ALL_HEAVY },
  { group: 'questionnaire', name: 'boiler questionnaire', url: '/quote/boiler', budget: 'entry', forbiddenModules: ALL_HEAVY },
  { group: 'results', name: 'boiler results', url: `/quote/boiler/results/${quote}`, budget: 'page', forbiddenModules: NO_STRIPE, mustShow: '[data-product-id]' },
  { group: 'product detail', name: 'boiler product detail', url: `/product/boiler/${product}`, budget: 'page', forbiddenModules: NO_STRIPE },
  { group: 'checkout', name: 'boiler checkout', url: `/checkout/boiler/${quote}`, budget: 'typing', forbiddenModules: NO_STRIPE },
  { group: 'enquiry', name: 'solar enquiry', url: `/enquire/solar/${quote}`, budget: 'typing', forbiddenModules: NO_STRIPE },
  { group: 'order pages', name: 'order', url: `/order/${order}`, budget: 'page', forbiddenModules: NO_STRIPE },
  { group: 'order pages', name: 'order pay (payment step)', url: `/order/pay/${order}`, budget: 'page', forbiddenModules: [], paymentStep: true },
  { group: 'order pages', name: 'order tracking', url: `/order-track/${order}`, budget: 'page', forbiddenModules: NO_STRIPE },
  { group: 'order pages', name: 'order upload', url: `/order/upload/${order}`, budget: 'page', forbiddenModules: NO_STRIPE },
  { group: 'service', name: 'boiler service', url: `/service/${quote}`, budget: 'typing', forbiddenModules: NO_STRIPE },
  { group: 'plans', name: 'boiler plans', url: `/plans/${quote}`, budget: 'typing', forbiddenModules: NO_STRIPE },
  { group: 'survey', name: 'boiler survey', url: `/quote/boiler/survey/${quote}`, budget: 'typing', forbiddenModules: NO_STRIPE },
  { group: 'price match', name: 'price match', url: `/price-match/${order}`, budget: 'typing', forbiddenModules: NO_STRIPE },
];

/** Lighthouse runs on every page group. */
export const LIGHTHOUSE_PAGES = PAGES;
/** The pages whose HTTP/1.1 figures `--http1` adds for reference (decision 959). */
export const HTTP1_REFERENCE_PAGES = PAGES.filter((page) => ['home', 'boiler questionnaire', 'boiler results'].includes(page.name));

export const RESULTS_PAGE = PAGES.find((page) => page.group === 'results');
