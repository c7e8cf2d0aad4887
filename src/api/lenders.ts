// The two lenders whose finance product lists the API serves (GET /finance/v12 and /finance/novuna).
// Its own file, free of imports: the build's inline script (early-results-call.ts) names them too.
export const LENDERS = ['v12', 'novuna'] as const;
export type Lender = (typeof LENDERS)[number];
