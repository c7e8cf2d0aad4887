// Each page group's LCP limit, as a ratio to the floor's LCP in the same run (decision 959): the ratio
// the page had when the limits were recorded, plus LCP_RATIO_TOLERANCE for noise, so no page gets
// slower. `npm run bench -- --lighthouse-only --record-ratios` measures the ratios and writes them here;
// bench/lcp-ratio-limits.json is committed, and every bench run judges against it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../mock-server.mjs';
import { lcpRatioOf } from './budgets.mjs';

export const LCP_RATIO_LIMITS_FILE = path.join(root, 'bench', 'lcp-ratio-limits.json');
/** What a recorded ratio may grow by before it is a miss: Lighthouse's LCP moves by a few per cent from run to run. */
export const LCP_RATIO_TOLERANCE = 0.1;
const RECORD_COMMAND = 'npm run bench -- --lighthouse-only --record-ratios';

/**
 * The limits of a limits file's text: { limits: { <page name>: ratio }, problem }. A page whose limit is
 * not a positive number has none; `problem` says why a limit may be missing (no file, a broken file,
 * a page left out), so the budget row can say what to do.
 */
export function parseLcpRatioLimits(text, source = path.relative(root, LCP_RATIO_LIMITS_FILE)) {
  const missing = `record the limits with \`${RECORD_COMMAND}\``;
  if (text === null) return { limits: {}, problem: `no ${source}: ${missing}` };
  let pages;
  try {
    pages = JSON.parse(text).pages;
  } catch (error) {
    return { limits: {}, problem: `${source} is not JSON (${error.message}): ${missing}` };
  }
  if (typeof pages !== 'object' || pages === null) return { limits: {}, problem: `${source} has no "pages": ${missing}` };
  const limits = Object.fromEntries(
    Object.entries(pages)
      .map(([name, page]) => [name, page?.limit])
      .filter(([, limit]) => typeof limit === 'number' && Number.isFinite(limit) && limit > 0),
  );
  return { limits, problem: `not in ${source}: ${missing} (\`--pages <name>\` for one page)` };
}

/** The limits in `file` (bench/lcp-ratio-limits.json by default), as parseLcpRatioLimits gives them. */
export function readLcpRatioLimits(file = LCP_RATIO_LIMITS_FILE) {
  let text = null;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  return parseLcpRatioLimits(text, path.relative(root, file));
}

/**
 * The limits file after a run that records them: each page whose LCP ratio was measured gets that
 * ratio, and its limit the ratio plus LCP_RATIO_TOLERANCE (rounded up to 0.001, never below it); every
 * other page keeps what `previous` recorded. `lighthouse` = the run's audits (lighthouse.mjs);
 * `run` = { ranAt, command, loadAverageAtStart }.
 */
export function recordLcpRatios(previous, lighthouse, run) {
  const pages = { ...(previous?.pages ?? {}) };
  for (const audit of lighthouse) {
    const ratio = audit.measured ? lcpRatioOf(audit) : null;
    if (ratio === null) continue;
    pages[audit.name] = {
      url: audit.url,
      ratio: Math.round(ratio * 1000) / 1000,
      limit: Math.ceil(Math.round(ratio * (1 + LCP_RATIO_TOLERANCE) * 1e6) / 1000) / 1000,
      lcpMs: Math.round(audit.lcpMs),
      floorLcpMs: Math.round(audit.floorLcpMs),
      runs: audit.runs?.length ?? null,
      loadedRuns: audit.runs?.filter((each) => each.loaded).length ?? null,
      recordedAt: run.ranAt,
      command: run.command,
      loadAverageAtStart: run.loadAverageAtStart,
    };
  }
  return {
    about: `Each page group's Lighthouse LCP limit as a ratio to the floor's LCP in the same run (decision 959): the ratio recorded, plus ${LCP_RATIO_TOLERANCE * 100} % for noise. Written by \`${RECORD_COMMAND}\`.`,
    tolerance: LCP_RATIO_TOLERANCE,
    pages,
  };
}

/** Records a run's ratios into the limits file (recordLcpRatios); gives the limits as readLcpRatioLimits does. */
export function writeLcpRatioLimits(lighthouse, run, file = LCP_RATIO_LIMITS_FILE) {
  let previous = null;
  try {
    previous = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // no file yet, or a broken one: the pages measured now are all it will hold
  }
  writeFileSync(file, `${JSON.stringify(recordLcpRatios(previous, lighthouse, run), null, 2)}\n`);
  return readLcpRatioLimits(file);
}
