// A landing's first server call from the page's first lines (decision 650): the build bundles this file
// into the HTML's inline script (vite.config.ts, scripts/route-preload-plugin.ts).
import { earlyPageSettings, startEarlyPageCall } from './early-page-call';

startEarlyPageCall(window, earlyPageSettings(import.meta.env.VITE_API_BASE_URL ?? '/api'));
