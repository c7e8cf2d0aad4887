// Price match completeness (quote §4 "Price match", §5). The server supplies the step value.

// quote §5: "optional scheme, host or IP, optional port, path, query, fragment".
const COMPETITOR_URL = new RegExp(
  '^(?:https?:\\/\\/)?' +
    '(?:(?:[a-z\\d](?:[a-z\\d-]*[a-z\\d])?\\.)+[a-z]{2,}|(?:\\d{1,3}\\.){3}\\d{1,3})' +
    '(?::\\d{1,5})?' +
    '(?:\\/[-a-z\\d%_.~+@]*)*' +
    '(?:\\?[;&a-z\\d%_.~+=-]*)?' +
    '(?:#[-a-z\\d_]*)?$',
  'i',
);

export function isCompetitorUrl(value: string): boolean {
  return COMPETITOR_URL.test(value.trim());
}

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
