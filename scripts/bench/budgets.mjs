// The performance budgets (docs/performance.md) and the pure rules that judge a bench run against them.
// No I/O here, so scripts/bench/budgets.test.ts can prove each rule.

import { verdictOf } from './load.mjs';

// First-visit JS gzip, error reporting aside, x the floor's (engineering notes section 4, decision 959).
export const ENTRY_RATIO_LIMIT = 1.3; // first visit to / and /quote/boiler
export const PAGE_RATIO_LIMIT = 1.45; // any other page's first visit, the payment step included
// A page where the customer types (checkout, enquiry, service, plans, survey, price match): its form
// library and validation may load with the page (decision 958).
export const TYPING_PAGE_RATIO_LIMIT = 1.6;
/** Each page budget kind (scripts/bench/pages.mjs) and its limit, x floor gzip JS. */
export const RATIO_LIMITS = { entry: ENTRY_RATIO_LIMIT, page: PAGE_RATIO_LIMIT, typing: TYPING_PAGE_RATIO_LIMIT };
// Loaded after first paint, counted on their own (decision 959): error reporting on every page, the
// payment provider's code on the payment steps.
export const ERROR_REPORTING_LIMIT_BYTES = 60 * 1024; // gzip, engineering notes section 4
export const PAYMENT_PROVIDER_LIMIT_BYTES = 12 * 1024; // gzip, the app's own Stripe code (Stripe.js itself comes from Stripe)
// Absolute, on every page group. LCP is judged as a ratio to the floor's LCP in the same run, against
// each page's recorded limit (lcp-ratio-limits.mjs, decision 959).
export const LIGHTHOUSE_LIMITS = { performance: 0.98, tbtMs: 50, cls: 0.02 };
export const INTERACTION_LIMIT_MS = 50; // sort or filter click to next paint, median of 20
// Every interaction of a whole journey at 4x CPU, input to next paint (Event Timing).
export const JOURNEY_LIMITS = { medianMs: 50, worstMs: 100 };
// Nothing moves from "Get my prices" to the first card fully shown (decision 936): every shift counts.
export const JOURNEY_LAYOUT_SHIFT_LIMIT = 0;
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

/** Code that loads after first paint and is budgeted on its own, by the sources in a chunk's source map. */
const DEFERRED_GROUPS = {
  'error reporting': [HEAVY_MODULES.sentry, /(^|\/)src\/app\/sentry-setup\.ts$/],
  'payment provider': [HEAVY_MODULES.stripe],
};

/** 'error reporting', 'payment provider' or null for a chunk with these source-map sources. */
export function deferredGroupOf(sources) {
  const normalised = sources.map((source) => source.replaceAll('\\', '/'));
  return Object.keys(DEFERRED_GROUPS).find((group) => DEFERRED_GROUPS[group].some((pattern) => normalised.some((source) => pattern.test(source)))) ?? null;
}

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
 * A page's LCP over the floor's LCP measured beside it (lighthouse.mjs: one pair's, or the medians);
 * null when either is missing.
 */
export function lcpRatioOf(figures) {
  return figures?.lcpMs > 0 && figures?.floorLcpMs > 0 ? figures.lcpMs / figures.floorLcpMs : null;
}

/**
 * Do Lighthouse figures (one run's or the medians) meet every Lighthouse budget? With the page's LCP
 * ratio limit, its LCP ratio must be measured and within it; without one (while the limits are being
 * recorded) only the absolute budgets apply.
 */
export function lighthouseWithinBudget(figures, lcpRatioLimit = null) {
  if (!LIGHTHOUSE_CHECKS.every(([, , passes]) => passes(figures))) return false;
  if (lcpRatioLimit === null) return true;
  const ratio = lcpRatioOf(figures);
  return ratio !== null && ratio <= lcpRatioLimit;
}

/** Does a journey's summary meet both interaction budgets? */
export function journeyWithinBudget(summary) {
  return summary.medianMs <= JOURNEY_LIMITS.medianMs && summary.worstMs <= JOURNEY_LIMITS.worstMs;
}

/** Do both results controls meet their budget? */
export function interactionWithinBudget(interaction) {
  return ['sort', 'filter'].every((control) => interaction?.[control]?.measured && !interaction[control].stoppedEarly && interaction[control].medianMs <= INTERACTION_LIMIT_MS);
}

const LIGHTHOUSE_CHECKS = [
  ['performance', `>= ${LIGHTHOUSE_LIMITS.performance}`, (r) => r.performance >= LIGHTHOUSE_LIMITS.performance, (r) => r.performance.toFixed(2)],
  ['TBT', `<= ${LIGHTHOUSE_LIMITS.tbtMs} ms`, (r) => r.tbtMs <= LIGHTHOUSE_LIMITS.tbtMs, (r) => `${Math.round(r.tbtMs)} ms`],
  ['CLS', `<= ${LIGHTHOUSE_LIMITS.cls}`, (r) => r.cls <= LIGHTHOUSE_LIMITS.cls, (r) => r.cls.toFixed(3)],
];

/** A timed row: pass within budget, else MISS on a quiet machine and NOT JUDGED under load (load.mjs). */
function timedRow(budget, limit, actual, withinBudget, load) {
  const status = verdictOf({ withinBudget, loaded: Boolean(load?.loaded) });
  return { budget, limit, actual: status === 'NOT JUDGED' ? `${actual}; not judged: machine too loaded (${load.reason})` : actual, status };
}

/** First-visit JS a page is budgeted on: everything it loaded but error reporting, which has a budget of its own. */
export const budgetedJs = (page) => page.js.gzip - (page.errorReporting?.gzip ?? 0);

/**
 * Every budget row of a run: { budget, limit, actual, status: 'pass' | 'MISS' | 'NOT MEASURED' | 'NOT JUDGED' }.
 * A budget that could not be measured is a miss too: nothing passes silently. A timing over its budget
 * measured on a loaded machine is NOT JUDGED: neither a pass nor a miss.
 * `run` = { floor, pages, phoneMetadata, lighthouse, lcpRatioLimits, interaction, journeys } as scripts/bench.mjs
 * collects them; `lcpRatioLimits` as readLcpRatioLimits (lcp-ratio-limits.mjs) gives them:
 * { limits: { <page name>: ratio }, problem: why a limit may be missing, or null }.
 */
export function evaluateBudgets(run) {
  const rows = [];
  const floorGzip = run.floor?.measured ? run.floor.js.gzip : null;

  for (const page of run.pages) {
    const limit = RATIO_LIMITS[page.budget] ?? null;
    if (limit !== null) {
      const budget = `first-visit JS gzip, ${page.name} (${page.url})`;
      const limitText = `<= ${limit}x floor`;
      if (floorGzip === null) rows.push(notMeasured(budget, limitText, 'the floor app was not measured'));
      else if (!page.measured) rows.push(notMeasured(budget, limitText, page.reason));
      else {
        const ratio = budgetedJs(page) / floorGzip;
        rows.push({ budget, limit: limitText, actual: `${ratio.toFixed(2)}x (${kb(budgetedJs(page))})`, status: ratio <= limit ? 'pass' : 'MISS' });
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

  // Whether error reporting waited for first paint depends on when the page painted: a timed row.
  for (const page of run.pages) {
    const budget = `error reporting after first paint, ${page.name}`;
    const limitText = 'requested after first contentful paint';
    const early = page.errorReportingBeforeFirstPaint;
    if (!page.measured) rows.push(notMeasured(budget, limitText, page.reason));
    // The bench builds with a DSN: a page that never requested error reporting was not watched long enough to judge.
    else if (!early && !page.errorReporting?.gzip) rows.push(notMeasured(budget, limitText, 'error reporting was not requested while the page was watched'));
    else rows.push(timedRow(budget, limitText, early ? `requested before first contentful paint (${page.firstPaintMs ?? 'no'} ms)` : 'after', !early, page.load));
  }

  // Error reporting on any page of the run; the payment provider where a payment step was visited.
  const deferredBudgets = [
    ['error reporting', 'errorReporting', ERROR_REPORTING_LIMIT_BYTES, 'every page, after first paint', run.pages.length > 0],
    ['payment provider', 'paymentProvider', PAYMENT_PROVIDER_LIMIT_BYTES, 'the payment step', run.pages.some((page) => page.paymentStep)],
  ];
  for (const [group, key, limitBytes, where] of deferredBudgets.filter(([, , , , applies]) => applies)) {
    const budget = `${group} JS gzip (${where})`;
    const limitText = `<= ${kb(limitBytes)}`;
    const seen = run.pages.filter((page) => page.measured && page[key]?.gzip > 0);
    if (seen.length === 0) rows.push(notMeasured(budget, limitText, `no page loaded ${group} code`));
    else {
      // The largest any page loaded: each page loads the same chunks, or a part of them.
      const largest = seen.reduce((most, page) => (page[key].gzip > most[key].gzip ? page : most));
      rows.push({ budget, limit: limitText, actual: `${kb(largest[key].gzip)} (${largest.name}: ${largest[key].files.join(', ')})`, status: largest[key].gzip <= limitBytes ? 'pass' : 'MISS' });
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
    for (const [metric, limitText, passes, show] of LIGHTHOUSE_CHECKS) {
      const budget = `Lighthouse ${metric}, ${audit.name} (${audit.url})`;
      if (!audit.measured) rows.push(notMeasured(budget, limitText, audit.reason));
      else rows.push(timedRow(budget, limitText, show(audit), passes(audit), audit.load));
    }
    rows.push(lcpRatioRow(audit, run.lcpRatioLimits));
  }

  if (run.interaction !== undefined) {
    for (const control of ['sort', 'filter']) {
      const result = run.interaction?.[control];
      const budget = `results ${control}, ${RESULTS_PRODUCT_COUNT} products, 4x CPU, median of ${INTERACTION_SAMPLES}`;
      const limitText = `<= ${INTERACTION_LIMIT_MS} ms`;
      if (!result?.measured) rows.push(notMeasured(budget, limitText, result?.reason ?? run.interaction?.reason ?? 'not run'));
      else if (result.stoppedEarly) {
        const actual = `${result.samples.filter((ms) => ms > INTERACTION_LIMIT_MS).length} of ${result.samples.length} samples over the limit (median ${result.medianMs.toFixed(1)} ms); stopped, the median of ${INTERACTION_SAMPLES} cannot pass`;
        rows.push(timedRow(budget, limitText, actual, false, run.interaction.load));
      } else rows.push(timedRow(budget, limitText, `${result.medianMs.toFixed(1)} ms`, result.medianMs <= INTERACTION_LIMIT_MS, run.interaction.load));
    }
  }

  for (const journey of run.journeys ?? []) {
    const checks = [
      ['median', JOURNEY_LIMITS.medianMs, journey.summary?.medianMs],
      ['worst', JOURNEY_LIMITS.worstMs, journey.summary?.worstMs],
    ];
    for (const [which, limitMs, value] of checks) {
      const budget = `journey ${journey.name}, ${which} interaction, input to next paint, 4x CPU`;
      const limitText = `<= ${limitMs} ms`;
      if (!journey.measured) rows.push(notMeasured(budget, limitText, journey.reason));
      else {
        const actual = `${value} ms${which === 'worst' ? ` (${journey.summary.worst})` : ''} of ${journey.summary.count} interactions`;
        rows.push(timedRow(budget, limitText, actual, value <= limitMs, journey.load));
      }
    }
    // What moves depends on what the page renders, not on the machine's speed: a plain pass or miss.
    for (const shift of journey.layoutShifts ?? []) {
      const within = shift.value <= JOURNEY_LAYOUT_SHIFT_LIMIT;
      rows.push({
        budget: `journey ${journey.name}, layout shift ${shift.label}`,
        limit: `<= ${JOURNEY_LAYOUT_SHIFT_LIMIT}`,
        actual: `${shift.value} (${shift.count} shift${shift.count === 1 ? '' : 's'})`,
        status: within ? 'pass' : 'MISS',
      });
    }
  }
  return rows;
}

/**
 * The page's LCP over the floor's LCP of the runs interleaved with it, against the page's recorded
 * limit. A missing floor LCP or a missing limit is NOT MEASURED: a ratio nobody can check never passes.
 */
function lcpRatioRow(audit, lcpRatioLimits) {
  const budget = `Lighthouse LCP ratio to the floor, ${audit.name} (${audit.url})`;
  const limit = lcpRatioLimits?.limits?.[audit.name] ?? null;
  const limitText = limit === null ? 'its recorded limit x floor LCP' : `<= ${limit}x floor LCP`;
  if (!audit.measured) return notMeasured(budget, limitText, audit.reason);
  const ratio = lcpRatioOf(audit);
  if (ratio === null) return notMeasured(budget, limitText, `the floor's LCP was not measured beside the page${audit.floorReason ? ` (${audit.floorReason})` : ''}`);
  const actual = `${ratio.toFixed(3)}x (${Math.round(audit.lcpMs)} ms / floor ${Math.round(audit.floorLcpMs)} ms)`;
  if (limit === null) return notMeasured(budget, limitText, `${actual}; no limit recorded for this page${lcpRatioLimits?.problem ? ` (${lcpRatioLimits.problem})` : ''}`);
  return timedRow(budget, limitText, actual, ratio <= limit, audit.load);
}

function notMeasured(budget, limit, reason) {
  return { budget, limit, actual: reason ?? 'not measured', status: 'NOT MEASURED' };
}
