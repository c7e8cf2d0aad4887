// Every page is lazy-loaded (its own chunk) through lazyPage(), which reloads once on failure.
// Feature pages live in src/features/<flow>/; the app's own pages in src/app/pages/.
import { lazyPage } from './lazy-page';

export const HomePage = lazyPage(() => import('./pages/home-page'));
export const ContactPage = lazyPage(() => import('./pages/contact-page'));
export const NotFoundPage = lazyPage(() => import('./pages/not-found-page'));
export const QuoteStartPage = lazyPage(() => import('@/features/quote/quote-start-page'));
export const QuotePage = lazyPage(() => import('@/features/quote/quote-page'));
export const ResultsPage = lazyPage(() => import('@/features/results/results-page'));
export const ProductPage = lazyPage(() => import('@/features/product/product-page'));
export const CheckoutPage = lazyPage(() => import('@/features/checkout/checkout-page'));
export const EnquiryPage = lazyPage(() => import('@/features/enquiry/enquiry-page'));
export const SurveyPage = lazyPage(() => import('@/features/survey/survey-page'));
export const ServicePage = lazyPage(() => import('@/features/service/service-page'));
export const PlansPage = lazyPage(() => import('@/features/plans/plans-page'));
export const OrderPage = lazyPage(() => import('@/features/order/order-page'));
export const OrderTrackingPage = lazyPage(() => import('@/features/order/order-tracking-page'));
export const OrderUploadPage = lazyPage(() => import('@/features/order/order-upload-page'));
export const OrderPayPage = lazyPage(() => import('@/features/order/order-pay-page'));
export const PriceMatchPage = lazyPage(() => import('@/features/price-match/price-match-page'));
