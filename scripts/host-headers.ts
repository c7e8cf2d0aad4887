// The response headers of the production host (decision 422): written into dist/_headers in the
// format Cloudflare Pages reads, and served from that same file by `vite preview`, so what a test
// sees in preview is what customers get. OWASP ASVS 14.4: CSP with frame-ancestors and a report
// endpoint, HSTS, nosniff, Referrer-Policy, Permissions-Policy; hashed assets cached for good, the
// page revalidated on every visit.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The group name the policy's `report-to` names in Reporting-Endpoints. */
const REPORT_GROUP = 'csp';
const HSTS = 'max-age=63072000; includeSubDomains';
// Nothing of the device but payment, and that only for us and Stripe.js (Payment Request in its frame).
const PERMISSIONS = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), usb=(), payment=(self "https://js.stripe.com")';
/** Vite names every file in assets/ by a hash of its content: a changed file is a new URL. */
export const HASHED_ASSETS = '/assets/*';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Where browsers send policy violations: the API's collector (README, "For backend teams"). */
export function cspReportUri(apiBaseUrl: string | undefined): string {
  return `${(apiBaseUrl ?? '/api').replace(/\/$/, '')}/csp-report`;
}

/** The _headers file: every response, then the hashed assets, whose caching replaces the page's. */
export function headersFile(policy: string, reportUri: string): string {
  const everyResponse = [
    `Content-Security-Policy: ${policy}; frame-ancestors 'none'; report-uri ${reportUri}; report-to ${REPORT_GROUP}`,
    `Reporting-Endpoints: ${REPORT_GROUP}="${reportUri}"`,
    `Strict-Transport-Security: ${HSTS}`,
    'X-Content-Type-Options: nosniff',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options: DENY',
    'Referrer-Policy: strict-origin-when-cross-origin',
    `Permissions-Policy: ${PERMISSIONS}`,
    'Cache-Control: no-cache',
  ];
  const assets = ['! Cache-Control', `Cache-Control: ${IMMUTABLE}`];
  return `/*\n${everyResponse.map((line) => `  ${line}\n`).join('')}${HASHED_ASSETS}\n${assets.map((line) => `  ${line}\n`).join('')}`;
}

interface HeaderRule {
  matches: RegExp;
  set: [string, string][];
  detach: string[];
}

/** Cloudflare Pages' _headers: a URL pattern (`*` any text, `:name` one segment), then indented `Name: value` or `! Name`. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/:\w+/g, '[^/]+');
      rules.push({ matches: new RegExp(`^${pattern}$`), set: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers: a header before any URL pattern: ${line.trim()}`);
    const detached = /^\s*!\s*(\S+)/.exec(line);
    if (detached) {
      rule.detach.push(detached[1]!.toLowerCase());
      continue;
    }
    const separator = line.indexOf(':');
    rule.set.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** The headers of a path: every matching rule in order; a later rule's `! Name` removes what earlier ones set, repeated names are joined. */
export function headersForPath(rules: HeaderRule[], pathname: string): Map<string, [string, string]> {
  const headers = new Map<string, [string, string]>();
  for (const rule of rules.filter(({ matches }) => matches.test(pathname))) {
    for (const name of rule.detach) headers.delete(name);
    for (const [name, value] of rule.set) {
      const existing = headers.get(name.toLowerCase());
      headers.set(name.toLowerCase(), [name, existing ? `${existing[1]}, ${value}` : value]);
    }
  }
  return headers;
}

/** `vite preview` answers with dist/_headers, as the production host does; /api is the backend's and keeps its own. */
export function previewHostHeadersPlugin(): Plugin {
  return {
    name: 'preview-host-headers',
    apply: (_config, env) => env.isPreview === true,
    configurePreviewServer(server) {
      const file = path.resolve(server.config.root, server.config.build.outDir, '_headers');
      const rules = parseHeadersFile(readFileSync(file, 'utf8'));
      const proxied = Object.keys(server.config.preview.proxy ?? {});
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://preview').pathname;
        if (proxied.some((prefix) => pathname.startsWith(prefix))) return next();
        const headers = headersForPath(rules, pathname);
        // Applied as the answer is written: Vite's own handlers set a Cache-Control of their own.
        const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
        res.writeHead = ((...args: unknown[]) => {
          for (const [name, value] of headers.values()) res.setHeader(name, value);
          const given = args.find((arg): arg is Record<string, unknown> => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
          if (given) for (const key of Object.keys(given)) if (headers.has(key.toLowerCase())) delete given[key];
          return writeHead(...args);
        }) as typeof res.writeHead;
        next();
      });
    },
  };
}
