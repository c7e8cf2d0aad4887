// The results landing's calls from the page's first lines (decision 290): the build bundles this file
// into the HTML's inline script (vite.config.ts, scripts/route-preload-plugin.ts).
import { earlyResultsSettings, startEarlyResultsCalls } from './early-results-call';

startEarlyResultsCalls(window, earlyResultsSettings(import.meta.env.VITE_API_BASE_URL ?? '/api'));
