// What takes Stripe.js's place in a build without a publishable key: the mock-mode start-up
// (src/app/main.tsx) gives the loader of the Stripe.js double (src/mock/stripe-double.ts, decision 141);
// a production build gives none, so it never takes a card without a key.
/** A Stripe.js look-alike: the methods <Elements> and the card form call, typed by the double itself. */
export type StripeStandIn = object;

let loadStandIn: (() => Promise<StripeStandIn>) | null = null;

export function provideStripeStandIn(load: () => Promise<StripeStandIn>): void {
  loadStandIn = load;
}

/** A new stand-in, loaded on demand; null in a build that was given none. */
export function loadStripeStandIn(): Promise<StripeStandIn> | null {
  return loadStandIn?.() ?? null;
}
