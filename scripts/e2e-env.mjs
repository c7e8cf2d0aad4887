// Build-time configuration the e2e build gets, so tests can prove it reaches the page:
// a production build for customers takes its real values from the deploy environment.

/** The journey memory the e2e build talks to: its origin is the mock build's image host (decision 872). */
export const E2E_MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4020);

export const E2E_BUILD_ENV = {
  VITE_AFFILIATE_ADVERTISER_ID: process.env.VITE_AFFILIATE_ADVERTISER_ID ?? 'e2e-advertiser-7731',
  MOCK_PORT: String(E2E_MOCK_PORT),
};
