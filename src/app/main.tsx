import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@/ui/styles.css';
// The questionnaire is where most visits land; its few rules ride in the entry's stylesheet, one request
// less on that first visit (decision 963).
import '@/features/quote/quote.css';
import { provideStripeStandIn } from '@/ui/card-payment/stripe-stand-in';
import { App } from './app';
import { startErrorReporting } from './start-error-reporting';

// The first render is a transition: React builds the page in slices of a few milliseconds, so the
// browser stays responsive while it does, instead of one long task (decision 963). What it shows first
// is the router's to decide: the landing's page once its chunk and loader are in (decision 963).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

startErrorReporting();

// Mock mode alone (the dev server and `vite build --mode mock`) loads src/mock: the Stripe.js double
// that stands in without a publishable key and, on the dev server, the scenario switcher. The condition
// is a constant after the build, so a production bundle keeps neither import nor any module of src/mock
// (tests/security/production-build.test.ts).
if (import.meta.env.DEV || import.meta.env.MODE === 'mock') {
  provideStripeStandIn(() => import('@/mock/stripe-double').then(({ createMockStripe }) => createMockStripe()));
  if (import.meta.env.DEV) void import('@/mock/scenario-switcher').then(({ mountScenarioSwitcher }) => mountScenarioSwitcher());
}
