// Whether a price match's evidence is complete, so it may be sent (quote §4 "Price match", §5).
import { isCompetitorUrl } from './competitor-url';

/** The required documents still missing, and whether the customer sends a file rather than a web address. */
export interface EvidenceState {
  readonly requiredRemaining: readonly unknown[];
  readonly withFile: boolean;
  readonly url: string;
}

/** Complete when no required documents remain (with a file), or the URL is valid (without). */
export function isEvidenceComplete({ requiredRemaining, withFile, url }: EvidenceState): boolean {
  return withFile ? requiredRemaining.length === 0 : isCompetitorUrl(url);
}
