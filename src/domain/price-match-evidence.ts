// Whether a price match's evidence is complete, so it may be sent (quote §4 "Price match", §5). The
// server supplies the step value.
import { isCompetitorUrl } from './competitor-url';

export interface EvidenceState {
  /** Required documents still missing. */
  readonly requiredRemaining: readonly unknown[];
  /** The file route (upload) rather than the URL route. */
  readonly withFile: boolean;
  readonly url: string;
}

/** Complete when no required documents remain (with a file), or the URL is valid (without). */
export function isEvidenceComplete({ requiredRemaining, withFile, url }: EvidenceState): boolean {
  return withFile ? requiredRemaining.length === 0 : isCompetitorUrl(url);
}
