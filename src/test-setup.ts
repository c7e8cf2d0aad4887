import { afterEach } from 'vitest';

// Testing Library only where there is a DOM (files marked `// @vitest-environment jsdom`); plain
// Node tests skip loading React's test renderer.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // CI runs unit, sim and contract side by side on two cores: give findBy/waitFor room
  // beyond Testing Library's 1 s default so a busy machine is not mistaken for a broken page.
  configure({ asyncUtilTimeout: 5_000 });
  afterEach(() => cleanup());
  // As the mock-mode start-up does: a payment step rendered without a publishable key takes cards through the double.
  const { provideStripeStandIn } = await import('@/ui/card-payment/stripe-stand-in');
  provideStripeStandIn(() => import('@/mock/stripe-double').then(({ createMockStripe }) => createMockStripe()));
}
