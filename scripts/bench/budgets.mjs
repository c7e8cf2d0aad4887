// The performance budgets (docs/performance.md) and the pure rules that judge a bench run against them.
// No I/O here, so scripts/bench/budgets.test.ts can prove each rule.

export const ENTRY_RATIO_LIMIT = 1.25; // first visit to / and /quote/boiler, x floor gzip JS
export const PAGE_RATIO_LIMIT = 1.6; // any other page's first visit, the payment step aside
export const LIGHTHOUSE_LIMITS = { performance: 0.98, lcpMs: 1800, tbtMs: 50, cls: 0.02 };
export const INTERACTION_LIMIT_MS = 50; // sort or filter click to next paint, median of 20
export const INTERACTION_SAMPLES = 20;
export const RESULTS_PRODUCT_COUNT = 500;
export const UK_PHONE_COUNTRIES = ['GB', 'GG', 'IM', 'JE']; // they share +44

/** Modules that must load only where they are needed, found by the sources in each chunk's source map. */
export const HEAVY_MODULES = {
  sentry: /(^|\/)node_modules\/@sentry\//,
  stripe: /(^|\/)node_modules\/@stripe\//,
  'react-hook-form': /(^|\/)node_modules\/react-hook-form\//,
  '@hookform': /(^|\/)node_modules\/@hookform\//,
  zod: /(^|\/)node_modules\/zod\//,
  libphonenumber: /(^|\/)node_modules\/libphonenumber-js\//,
};
const ALL_HEAVY = Object.keys(HEAVY_MODULES);

/** Names of the heavy modules among a source map's `sources`. */
export function heavyModulesIn(sources) {
  return ALL_HEAVY.filter((name) => sources.some((source) => HEAVY_MODULES[name].test(source.replaceAll('\\', '/'))));
}

/**
 * Countries in the libphonenumber-js metadata bundled into a chunk, or null when the chunk has none.
 * Works on the minified output whether Vite inlined the JSON as an object literal or as JSON.parse("...").
 */
export function phoneMetadataCountries(chunkText) {
  const countries = new Set();
  let found = false;
  let from = 0;
  for (;;) {
    const at = chunkText.indexOf('country_calling_codes', from);
    if (at === -1) break;
    from = at + 1;
    const open = chunkText.indexOf('{', at);
    // The key is followed by `:` (and maybe quotes/escapes) then the object; anything else is not metadata.
    if (open === -1 || !/^[\\"':\s]*$/.test(chunkText.slice(at + 'country_calling_codes'.length, open))) continue;
    let depth = 0;
    let close = open;
    for (; close < chunkText.length; close++) {
      if (chunkText[close] === '{') depth++;
      else if (chunkText[close] === '}' && --depth === 0) break;
    }
    found = true;
    for (const match of chunkText.slice(open, close).matchAll(/\\?["']([A-Z]{2}|001)\\?["']/g)) countries.add(match[1]);
  }
  return found ? [...countries].sort() : null;
}

export function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Sums every `sim: N cases in S s` line the sim suite prints; null when there is none. */
export function parseSimThroughput(output) {
  let cases = 0;
  let seconds = 0;
  let lines = 0;
  for (const match of output.matchAll(/sim: (\d+) cases in ([\d.]+) ?s\b/g)) {
    cases += Number(match[1]);
    seconds += Number(match[2]);
    lines++;
  }
  if (lines === 0 || seconds <= 0) return null;
  return { cases, seconds: round(seconds, 2), casesPerSecond: Math.round(cases / seconds) };
}

export const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Every budget row of a run: { budget, limit, actual, status: 'pass' | 'MISS' | 'NOT MEASURED' }.
 * A budget that could not be measured is a miss too: nothing passes silently.
 * `run` = { floor, pages, phoneMetadata, lighthouse, interaction } as scripts/bench.mjs collects them.
 */
export function evaluateBudgets(run) {
  const rows = [];
  const floorGzip = run.floor?.measured ? run.floor.js.gzip : null;

  for (const page of run.pages) {
    const limit = page.budget === 'entry' ? ENTRY_RATIO_LIMIT : page.budget === 'page' ? PAGE_RATIO_LIMIT : null;
    if (limit !== null) {
      const budget = `first-visit JS gzip, ${page.name} (${page.url})`;
      const limitText = `<= ${limit}x floor`;
      if (floorGzip === null) rows.push(notMeasured(budget, limitText, 'the floor app was not measured'));
      else if (!page.measured) rows.push(notMeasured(budget, limitText, page.reason));
      else {
        const ratio = page.js.gzip / floorGzip;
        rows.push({ budget, limit: limitText, actual: `${ratio.toFixed(2)}x (${kb(page.js.gzip)})`, status: ratio <= limit ? 'pass' : 'MISS' });
      }
    }
    if (page.forbiddenModules.length > 0) {
      const budget = `loads only where needed, ${page.name}`;
      const limitText = `none of ${page.forbiddenModules.join(', ')}`;
      if (!page.measured || !page.heavyModules) rows.push(notMeasured(budget, limitText, page.reason ?? 'chunks not inspected'));
      else {
        const loaded = page.heavyModules.filter((name) => page.forbiddenModules.includes(name));
        rows.push({ budget, limit: limitText, actual: loaded.length ? `loaded ${loaded.join(', ')}` : 'none loaded', status: loaded.length ? 'MISS' : 'pass' });
      }
    }
  }

  const phoneLimit = `only ${UK_PHONE_COUNTRIES.join(', ')}`;
  if (!run.phoneMetadata) rows.push(notMeasured('phone metadata trimmed (whole build)', phoneLimit, 'build chunks not inspected'));
  else {
    const extra = [...new Set(run.phoneMetadata.flatMap((chunk) => chunk.countries))].filter((c) => !UK_PHONE_COUNTRIES.includes(c));
    const actual = run.phoneMetadata.length === 0
      ? 'no phone metadata in the build'
      : extra.length ? `${extra.length} other countries (${extra.slice(0, 5).join(', ')}...) in ${run.phoneMetadata.map((c) => c.file).join(', ')}` : `${run.phoneMetadata.length} chunk(s), UK only`;
    rows.push({ budget: 'phone metadata trimmed (whole build)', limit: phoneLimit, actual, status: extra.length ? 'MISS' : 'pass' });
  }

  for (const audit of run.lighthouse) {
    const checks = [
      ['performance', `>= ${LIGHTHOUSE_LIMITS.performance}`, (r) => r.performance >= LIGHTHOUSE_LIMITS.performance, (r) => r.performance.toFixed(2)],
      ['LCP', `<= ${LIGHTHOUSE_LIMITS.lcpMs} ms`, (r) => r.lcpMs <= LIGHTHOUSE_LIMITS.lcpMs, (r) => `${Math.round(r.lcpMs)} ms`],
      ['TBT', `<= ${LIGHTHOUSE_LIMITS.tbtMs} ms`, (r) => r.tbtMs <= LIGHTHOUSE_LIMITS.tbtMs, (r) => `${Math.round(r.tbtMs)} ms`],
      ['CLS', `<= ${LIGHTHOUSE_LIMITS.cls}`, (r) => r.cls <= LIGHTHOUSE_LIMITS.cls, (r) => r.cls.toFixed(3)],
    ];
    for (const [metric, limitText, passes, show] of checks) {
      const budget = `Lighthouse ${metric}, ${audit.name} (${audit.url})`;
      if (!audit.measured) rows.push(notMeasured(budget, limitText, audit.reason));
      else rows.push({ budget, limit: limitText, actual: show(audit), status: passes(audit) ? 'pass' : 'MISS' });
    }
  }

  for (const control of ['sort', 'filter']) {
    const result = run.interaction?.[control];
    const budget = `results ${control}, ${RESULTS_PRODUCT_COUNT} products, 4x CPU, median of ${INTERACTION_SAMPLES}`;
    const limitText = `<= ${INTERACTION_LIMIT_MS} ms`;
    if (!result?.measured) rows.push(notMeasured(budget, limitText, result?.reason ?? run.interaction?.reason ?? 'not run'));
    else if (result.stoppedEarly) {
      const actual = `${result.samples.filter((ms) => ms > INTERACTION_LIMIT_MS).length} of ${result.samples.length} samples over the limit (median ${result.medianMs.toFixed(1)} ms); stopped, the median of ${INTERACTION_SAMPLES} cannot pass`;
      rows.push({ budget, limit: limitText, actual, status: 'MISS' });
    } else rows.push({ budget, limit: limitText, actual: `${result.medianMs.toFixed(1)} ms`, status: result.medianMs <= INTERACTION_LIMIT_MS ? 'pass' : 'MISS' });
  }
  return rows;
}

function notMeasured(budget, limit, reason) {
  return { budget, limit, actual: reason ?? 'not measured', status: 'NOT MEASURED' };
}
