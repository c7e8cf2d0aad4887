// The two lenders whose finance product lists the API serves (GET /finance/v12 and /finance/novuna).
// Its own file, with no runtime imports: the build's inline script (early-results-call.ts) names them too.
import type { StartedCall } from './network-policy.ts';

export const LENDERS = ['v12', 'novuna'] as const;
export type Lender = (typeof LENDERS)[number];

/** Each lender's list call that the built page's first lines already sent, if they sent it. */
export type StartedLenderCalls = Partial<Record<Lender, StartedCall>>;
