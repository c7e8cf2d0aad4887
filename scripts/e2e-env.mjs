// Build-time configuration the e2e build gets, so tests can prove it reaches the page:
// a production build for customers takes its real values from the deploy environment.
export const E2E_BUILD_ENV = {
  VITE_AFFILIATE_ADVERTISER_ID: process.env.VITE_AFFILIATE_ADVERTISER_ID ?? 'e2e-advertiser-7731',
};
