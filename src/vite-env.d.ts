/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API; /api (proxied to Prism or a real backend) when unset. */
  readonly VITE_API_BASE_URL?: string;
  /** Stripe publishable key; when unset the app uses the offline Stripe.js test double. */
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  /** Sentry DSN; Sentry stays off when unset. */
  readonly VITE_SENTRY_DSN?: string;
  /** Affiliate advertiser id pushed with every analytics event. */
  readonly VITE_AFFILIATE_ADVERTISER_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

