// The modules each route's page needs, by route path, for the production build's landing preload
// (scripts/route-preload-plugin.ts, decision 290): a visitor who lands on a page starts downloading
// its chunks with React instead of after React has run. `:type` in a module path stands for each of
// the route's types (the questionnaire of /quote/boiler is src/domain/questionnaires/boiler.ts).
// routes.test.tsx keeps this table and the route table in step; the build fails on a module no page loads.
// Relative, not '@/': vite.config.ts reads this file before the alias exists.
import { QUOTE_TYPES } from '../ui/paths.ts';

export interface PageModules {
  modules: readonly string[];
  /** The values of `:type` when a module path names it. */
  types?: readonly string[];
}
const home = ['src/app/pages/home-page.tsx'];
const results = ['src/features/results/results-page.tsx'];
const checkout = ['src/features/checkout/checkout-page.tsx'];
const enquiry = ['src/features/enquiry/enquiry-page.tsx'];
const service = ['src/features/service/service-page.tsx'];
const plans = ['src/features/plans/plans-page.tsx'];

export const PAGE_MODULES_BY_ROUTE: Readonly<Record<string, readonly string[] | PageModules>> = {
  '/': home,
  '/contact': ['src/app/pages/contact-page.tsx'],
  '/quote': ['src/features/quote/quote-start-page.tsx'],
  '/quote/:type': { modules: ['src/features/quote/quote-page.tsx', 'src/domain/questionnaires/:type.ts'], types: QUOTE_TYPES },
  '/quote/:type/results': results,
  '/quote/:type/results/:quote': results,
  '/quote/:type/survey/:quote': ['src/features/survey/survey-page.tsx'],
  '/product/:type/:product': ['src/features/product/product-page.tsx'],
  '/checkout/:type': checkout,
  '/checkout/:type/:quote': checkout,
  '/enquire/:type': enquiry,
  '/enquire/:type/:quote': enquiry,
  '/service/:quote': service,
  '/service/boiler/:quote': service,
  '/plans/:quote': plans,
  '/plans/boiler/:quote': plans,
  '/order/:order': ['src/features/order/order-page.tsx'],
  '/order-track/:order': ['src/features/order/order-tracking-page.tsx'],
  '/order/upload/:order': ['src/features/order/order-upload-page.tsx'],
  '/order/pay/:order': ['src/features/order/order-pay-page.tsx'],
  '/price-match/:order': ['src/features/price-match/price-match-page.tsx'],
};
