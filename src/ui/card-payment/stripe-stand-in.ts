// What takes Stripe.js's place without a publishable key: the mock start-up's double (decision 141); production gives none.
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
