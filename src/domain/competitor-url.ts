// The competitor web address rule of the price match (quote §5: "Competitor URL must look like a web
// address: optional scheme, host or IP, optional port, path, query, fragment"). Decision 060.

const SCHEME = '(?:https?:\\/\\/)?';
/** A dotted host name ending in a letters-only TLD, or a dotted-quad IPv4 address (each part 0-255). */
const HOST = '(?:(?:[a-z\\d](?:[a-z\\d-]{0,61}[a-z\\d])?\\.)+[a-z]{2,63}|(?:(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d))';
const PORT = '(?::\\d{1,5})?';
const PATH = "(?:\\/[-a-z\\d%_.~+@!$&'()*,;=:]*)*";
const QUERY = "(?:\\?[-a-z\\d%_.~+@!$&'()*,;=:/?]*)?";
const FRAGMENT = "(?:#[-a-z\\d%_.~+@!$&'()*,;=:/?]*)?";

const COMPETITOR_URL = new RegExp(`^${SCHEME}${HOST}${PORT}${PATH}${QUERY}${FRAGMENT}$`, 'i');

/** Port numbers above 65535 are not web addresses. */
function portInRange(value: string): boolean {
  const port = /^(?:https?:\/\/)?[^/:?#]+:(\d+)/i.exec(value)?.[1];
  return port === undefined || Number(port) <= 65_535;
}

/** Whether what the customer typed looks like a web address (surrounding spaces ignored). */
export function isCompetitorUrl(value: string): boolean {
  const trimmed = value.trim();
  return COMPETITOR_URL.test(trimmed) && portInRange(trimmed);
}
