// Markdown tables of a bench run: printed by the bench and written into docs/performance.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { budgetedJs, JOURNEY_LIMITS, lcpRatioOf } from './budgets.mjs';
import { CPU_SLOWDOWN, EVENT_TIMING_FLOOR_MS } from './journey.mjs';

const kb = (bytes) => (bytes / 1024).toFixed(1);
const table = (header, rows) =>
  [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

/** The first-visit table alone (also what `npm run bench -- --bytes-only` prints). */
export function renderFirstVisitTable(results) {
  const floorGzip = results.floor.js.gzip;
  const pageRows = [
    ['floor', 'React + react-dom + react-router-dom, one route', '/', kb(results.floor.js.raw), kb(results.floor.js.gzip), '', '', kb(results.floor.css.raw), kb(results.floor.css.gzip), '1.00', '', 'measured'],
    ...results.pages.map((page) => [
      page.group,
      page.name,
      `\`${page.url}\``,
      kb(page.js.raw),
      kb(page.js.gzip),
      kb(page.afterFirstPaint?.gzip ?? 0),
      kb(page.errorReporting?.gzip ?? 0),
      kb(page.css.raw),
      kb(page.css.gzip),
      floorGzip ? (budgetedJs(page) / floorGzip).toFixed(2) : 'n/a',
      page.heavyModules === null ? 'not inspected' : page.heavyModules.join(', ') || 'none',
      page.measured ? 'measured' : `NOT MEASURED: ${page.reason}`,
    ]),
  ];
  return table(['group', 'page', 'URL', 'JS raw KB', 'JS gzip KB', 'of which after first paint', 'of which error reporting', 'CSS raw KB', 'CSS gzip KB', 'ratio', 'heavy modules loaded', 'status'], pageRows);
}

const seconds = (value) => (value === undefined || value === null ? '-' : `${(value / 1000).toFixed(2)} s`);

function lighthouseTable(audits) {
  const rows = audits.map((audit) => [
    `\`${audit.url}\``,
    audit.performance?.toFixed(2) ?? '-',
    seconds(audit.lcpMs),
    seconds(audit.floorLcpMs),
    lcpRatioOf(audit)?.toFixed(3) ?? '-',
    audit.tbtMs === undefined || audit.tbtMs === null ? '-' : `${Math.round(audit.tbtMs)} ms`,
    audit.cls?.toFixed(3) ?? '-',
    audit.runs ? audit.runs.map(runFigures).join(', ') : '-',
    audit.measured ? `measured${audit.load?.loaded ? `, under load: ${audit.load.reason}` : ''}` : `NOT MEASURED: ${audit.reason}`,
  ]);
  return table(['URL', 'performance', 'LCP', 'floor LCP', 'LCP ratio', 'TBT', 'CLS', 'each run (floor LCP / LCP / TBT)', 'status'], rows);
}

/** One pair of runs: the floor's LCP, then the page's LCP and TBT, marked when it ran under load or took more than one attempt. */
function runFigures(run) {
  const notes = [run.loaded ? 'loaded' : null, run.attempts > 1 ? `attempt ${run.attempts}` : null].filter(Boolean);
  return `${seconds(run.floorLcpMs)} / ${seconds(run.lcpMs)} / ${run.tbtMs} ms${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

const loadNote = (result) => (result?.load?.loaded ? `under load: ${result.load.reason}` : 'quiet');

/** The whole journeys: interactions, median and worst, the bytes each fetched beside the floor. */
export function renderJourneysTable(journeys, floorGzip) {
  const rows = journeys.map((journey) => {
    const summary = journey.summary ?? {};
    return [
      journey.name,
      journey.measured ? String(summary.count) : '-',
      journey.measured ? `${summary.medianMs} ms` : '-',
      journey.measured ? `${summary.worstMs} ms (${summary.worst})` : '-',
      journey.measured ? String(summary.underFloor) : '-',
      journey.bytes ? kb(journey.bytes.jsGzip) : '-',
      journey.bytes && floorGzip ? `${(journey.bytes.jsGzip / floorGzip).toFixed(2)}x` : '-',
      journey.bytes ? kb(journey.bytes.cssGzip) : '-',
      journey.bytes ? kb(journey.bytes.api) : '-',
      journey.measured ? `measured, ${loadNote(journey)}${journey.attempts?.length > 1 ? `, ${journey.attempts.length} attempts` : ''}` : `NOT MEASURED: ${journey.reason}`,
    ];
  });
  return table(['journey', 'interactions', 'median', 'worst', `under ${EVENT_TIMING_FLOOR_MS} ms`, 'JS gzip KB fetched', 'x floor JS', 'CSS gzip KB', 'API KB', 'status'], rows);
}

export function renderReport(results) {
  const interaction = results.interaction;
  const interactionRows = ['sort', 'filter'].map((control) => {
    const result = interaction?.[control];
    const median = result?.measured ? `${result.medianMs.toFixed(1)} ms${result.stoppedEarly ? ` (stopped after ${result.samples.length} samples: most over the limit)` : ''}` : '-';
    return [control, median, result?.measured ? `${Math.min(...result.samples)}-${Math.max(...result.samples)} ms` : '-', result?.measured ? 'measured' : `NOT MEASURED: ${result?.reason ?? interaction.reason}`];
  });
  const sim = results.sim;
  const budgetRows = results.budgets.map((row) => [row.budget, row.limit, row.actual, row.status]);
  const notJudged = results.budgets.filter((row) => row.status === 'NOT JUDGED').length;
  const busy = notJudged
    ? [`Note: ${notJudged} timing budget(s) not judged: over the budget each time they were measured, on a machine too loaded to judge them (load average ${results.environment.loadAverageAtStart} on ${results.environment.cpus} cores at the start).`, '']
    : [];
  const journeys = results.journeys ?? [];
  return [
    ...busy,
    `First visit (fresh browser context, until network idle and what loads once the largest paint has settled; KB = 1024 bytes; ratio = gzip JS but error reporting / floor gzip JS)`,
    '',
    renderFirstVisitTable(results),
    '',
    'Lighthouse 12.8, mobile, simulated throttling, Debian Chromium, against the production build and the journey memory in front of Prism, served as production serves it: HTTP/2 over TLS, brotli (decisions 959 and 682). Each page run follows a run of the floor served the same way; medians of the runs; LCP ratio = median LCP / median floor LCP (decision 959). The budget.',
    '',
    lighthouseTable(results.lighthouse),
    '',
    ...(results.lighthouseHttp1?.length
      ? ['For reference, no budget: the same through `vite preview`, HTTP/1.1, where each file takes one of six cold connections.', '', lighthouseTable(results.lighthouseHttp1), '']
      : []),
    // A partial run (`--pages` without the results page) has no results interaction.
    ...(interaction
      ? [
          `Results interaction: ${interaction.renderedProducts ?? 0} product cards rendered of 500, Chromium at 4x CPU slowdown, input to next paint, median of 20 (${loadNote(interaction)})`,
          '',
          table(['control', 'median', 'range', 'status'], interactionRows),
          '',
        ]
      : []),
    ...(journeys.length
      ? [
          `Whole journeys (scripts/bench/journeys/), Chromium at ${CPU_SLOWDOWN}x CPU slowdown, each tap and key press's input to next paint (Event Timing); budget: median <= ${JOURNEY_LIMITS.medianMs} ms, worst <= ${JOURNEY_LIMITS.worstMs} ms. An interaction under ${EVENT_TIMING_FLOOR_MS} ms is not reported by the browser and counts as ${EVENT_TIMING_FLOOR_MS} ms. Bytes: everything the journey fetched, beside the floor's first visit.`,
          '',
          renderJourneysTable(journeys, results.floor.js.gzip),
          '',
        ]
      : []),
    `sim/ throughput: ${sim.measured ? `${sim.casesPerSecond} cases/s (${sim.cases} cases in ${sim.seconds} s)` : `NOT MEASURED: ${sim.reason}`}`,
    '',
    'Budgets',
    '',
    table(['budget', 'limit', 'actual', 'status'], budgetRows),
  ].join('\n');
}

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

/** Replaces the text between the bench markers of docs/performance.md. */
export function updateFigures(docPath, results, report) {
  const doc = readFileSync(docPath, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start === -1 || end < start) throw new Error(`${docPath} has no ${START} ... ${END} markers to fill`);
  const counts = ['MISS', 'NOT MEASURED', 'NOT JUDGED']
    .map((status) => [status, results.budgets.filter((row) => row.status === status).length])
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${count} ${status}`);
  const verdict = counts.length === 0 ? 'every budget met' : `${results.budgets.length - results.budgets.filter((row) => row.status !== 'pass').length} of ${results.budgets.length} budgets met; ${counts.join(', ')}`;
  const stamp = `\`${results.command}\` on ${results.ranAt.slice(0, 10)} (Node ${results.environment.node}, Vite ${results.environment.vite}, ${results.environment.chromium}, ${results.environment.cpus} cores, load average ${results.environment.loadAverageAtStart} at the start): ${verdict}.`;
  writeFileSync(docPath, `${doc.slice(0, start + START.length)}\n${stamp}\n\n${report}\n${doc.slice(end)}`);
}
