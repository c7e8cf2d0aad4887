import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@/ui/styles.css';
// The questionnaire is where most visits land; its few rules ride in the entry's stylesheet, one request
// less on that first visit (decision 963).
import '@/features/quote/quote.css';
import { provideStripeStandIn } from '@/ui/card-payment/stripe-stand-in';
import { App } from './app';
import { startErrorReporting } from './start-error-reporting';

// The first render is a transition, built in slices rather than one long task (decision 963).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

startErrorReporting();

// Mock mode alone loads src/mock; the condition is a constant after the build, so production holds none of it (decision 940).
if (import.meta.env.DEV || import.meta.env.MODE === 'mock') {
  provideStripeStandIn(() => import('@/mock/stripe-double').then(({ createMockStripe }) => createMockStripe()));
  if (import.meta.env.DEV) void import('@/mock/scenario-switcher').then(({ mountScenarioSwitcher }) => mountScenarioSwitcher());
}
