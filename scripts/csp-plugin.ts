// The production build's Content-Security-Policy (decision 852): a <meta> in the built
// index.html, and the same policy plus what only a header can say in dist/_headers, which the
// production host and `vite preview` serve (decision 422). Allowed: our own origin, Stripe (Stripe.js, its API and 3-D Secure
// frames), Sentry's ingest hosts, the configured API and Sentry origins, the server's image host for
// pictures (decision 872: IMAGE_ORIGIN; the mock's own origin in a mock build) and upload previews
// (blob:, decision 852). The dev server is
// left alone: Vite's hot reload needs inline scripts.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { cspReportUri, headersFile } from './host-headers.ts';
import { MOCK_MODE } from './production-build-plugin.ts';

export interface CspOrigins {
  /** The built page's own inline scripts (the landing preload, decision 963), allowed by their hash. */
  inlineScripts?: readonly string[] | undefined;
  /** VITE_API_BASE_URL: only an absolute URL adds an origin; /api is 'self'. */
  apiBaseUrl?: string | undefined;
  /** VITE_SENTRY_DSN: its host receives the reports. */
  sentryDsn?: string | undefined;
  /** IMAGE_ORIGIN: the host the server's picture URLs are on (its CDN). */
  imageOrigin?: string | undefined;
}

/** The plugin's configuration: the origins, and the image host a mock build shows pictures from. */
export interface CspPluginOptions extends CspOrigins {
  /** The journey memory's origin (fixtures/images.ts), allowed for pictures in a `--mode mock` build only. */
  mockImageOrigin?: string | undefined;
}

const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_API = 'https://api.stripe.com';
const STRIPE_HOOKS = 'https://hooks.stripe.com';
// Sentry's DSN hosts are o<org>.ingest.sentry.io, or o<org>.ingest.<region>.sentry.io.
const SENTRY_INGEST = ['https://*.ingest.sentry.io', 'https://*.ingest.us.sentry.io', 'https://*.ingest.de.sentry.io'];

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null; // a relative URL (the default /api) is our own origin
  }
}

/** Directive name -> sources; the policy a <meta> can carry. */
/** The CSP source that allows exactly this inline script and no other. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The text of every inline <script> (no src) of an HTML page. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1] ?? '').filter((script) => script.length > 0);
}

export function cspDirectives({ apiBaseUrl, sentryDsn, imageOrigin, inlineScripts = [] }: CspOrigins = {}): Record<string, string[]> {
  const configuredApi = [originOf(apiBaseUrl)].filter((origin): origin is string => origin !== null);
  const configured = [...configuredApi, originOf(sentryDsn)].filter((origin): origin is string => origin !== null);
  const images = originOf(imageOrigin);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts.map(scriptHash), STRIPE_JS],
    'style-src': ["'self'"],
    // blob: the preview of a photo the customer has just chosen (URL.createObjectURL); a stored photo's
    // preview comes from the API (its origin, when absolute) or a data: URL (decision 852); pictures
    // from the image host (decision 872).
    'img-src': [...new Set(["'self'", 'data:', 'blob:', 'https://*.stripe.com', ...configuredApi, ...(images ? [images] : [])])],
    'font-src': ["'self'"],
    'connect-src': [...new Set(["'self'", STRIPE_API, ...SENTRY_INGEST, ...configured])],
    'frame-src': [STRIPE_JS, STRIPE_HOOKS],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

export function serializeCsp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function cspPlugin({ mockImageOrigin, ...configured }: CspPluginOptions): Plugin {
  // Known once the page is built: the policy depends on the page's inline scripts.
  let policy: string | null = null;
  let origins: CspOrigins = configured;
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved(config) {
      // A mock build shows the mock's pictures unless an image host is configured.
      if (config.mode === MOCK_MODE && !configured.imageOrigin) origins = { ...configured, imageOrigin: mockImageOrigin };
    },
    // Runs after the other plugins' 'post' transforms (it is listed after them), so it sees their scripts.
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        policy = serializeCsp(cspDirectives({ ...origins, inlineScripts: inlineScriptsOf(html) }));
        return [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }];
      },
    },
    // 'post': after Vite's HTML plugin has built the page (and the policy above).
    generateBundle: {
      order: 'post',
      handler() {
        if (policy === null) throw new Error('content-security-policy: index.html was not built before the bundle was written');
        // Only a header can forbid framing (clickjacking) and ask for violation reports: scripts/host-headers.ts adds them.
        this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(policy, cspReportUri(origins.apiBaseUrl)) });
      },
    },
  };
}
