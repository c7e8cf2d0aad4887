export declare const E2E_MOCK_PORT: number;
export declare const E2E_BUILD_ENV: { readonly VITE_AFFILIATE_ADVERTISER_ID: string; readonly MOCK_PORT: string };
