// Markdown tables of a bench run: printed by the bench and written into docs/performance.md.
import { readFileSync, writeFileSync } from 'node:fs';

const kb = (bytes) => (bytes / 1024).toFixed(1);
const table = (header, rows) =>
  [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

/** The first-visit table alone (also what `npm run bench -- --bytes-only` prints). */
export function renderFirstVisitTable(results) {
  const floorGzip = results.floor.js.gzip;
  const pageRows = [
    ['floor', 'React + react-dom + react-router-dom, one route', '/', kb(results.floor.js.raw), kb(results.floor.js.gzip), kb(results.floor.css.raw), kb(results.floor.css.gzip), '1.00', '', 'measured'],
    ...results.pages.map((page) => [
      page.group,
      page.name,
      `\`${page.url}\``,
      kb(page.js.raw),
      kb(page.js.gzip),
      kb(page.css.raw),
      kb(page.css.gzip),
      floorGzip ? (page.js.gzip / floorGzip).toFixed(2) : 'n/a',
      page.heavyModules === null ? 'not inspected' : page.heavyModules.join(', ') || 'none',
      page.measured ? 'measured' : `NOT MEASURED: ${page.reason}`,
    ]),
  ];
  return table(['group', 'page', 'URL', 'JS raw KB', 'JS gzip KB', 'CSS raw KB', 'CSS gzip KB', 'ratio', 'heavy modules loaded', 'status'], pageRows);
}

function lighthouseTable(audits) {
  const rows = audits.map((audit) => [
    `\`${audit.url}\``,
    audit.performance?.toFixed(2) ?? '-',
    audit.lcpMs === undefined || audit.lcpMs === null ? '-' : `${(audit.lcpMs / 1000).toFixed(2)} s`,
    audit.tbtMs === undefined || audit.tbtMs === null ? '-' : `${Math.round(audit.tbtMs)} ms`,
    audit.cls?.toFixed(3) ?? '-',
    audit.runs ? audit.runs.map((run) => `${(run.lcpMs / 1000).toFixed(2)} s / ${run.tbtMs} ms`).join(', ') : '-',
    audit.measured ? 'measured' : `NOT MEASURED: ${audit.reason}`,
  ]);
  return table(['URL', 'performance', 'LCP', 'TBT', 'CLS', 'each run (LCP / TBT)', 'status'], rows);
}

export function renderReport(results) {
  const interaction = results.interaction;
  const interactionRows = ['sort', 'filter'].map((control) => {
    const result = interaction[control];
    const median = result?.measured ? `${result.medianMs.toFixed(1)} ms${result.stoppedEarly ? ` (stopped after ${result.samples.length} samples: most over the limit)` : ''}` : '-';
    return [control, median, result?.measured ? `${Math.min(...result.samples)}-${Math.max(...result.samples)} ms` : '-', result?.measured ? 'measured' : `NOT MEASURED: ${result?.reason ?? interaction.reason}`];
  });
  const sim = results.sim;
  const budgetRows = results.budgets.map((row) => [row.budget, row.limit, row.actual, row.status]);
  const { loadAverageAtStart, cpus } = results.environment;
  const busy = loadAverageAtStart > cpus
    ? [`Note: load average ${loadAverageAtStart} on ${cpus} cores when the run started; the timings (Lighthouse TBT, interaction) are pessimistic.`, '']
    : [];
  return [
    ...busy,
    `First visit (fresh browser context, until network idle; KB = 1024 bytes; ratio = gzip JS / floor gzip JS)`,
    '',
    renderFirstVisitTable(results),
    '',
    'Lighthouse 12.8, mobile, simulated throttling, Debian Chromium, against the production build and Prism (median of the runs), served as production serves it: HTTP/2 over TLS, gzip (decision 292). The budget.',
    '',
    lighthouseTable(results.lighthouse),
    '',
    ...(results.lighthouseHttp1?.length
      ? ['For reference, no budget: the same through `vite preview`, HTTP/1.1, where each file takes one of six cold connections.', '', lighthouseTable(results.lighthouseHttp1), '']
      : []),
    `Results interaction: ${interaction.renderedProducts ?? 0} product cards rendered of 500, Chromium at 4x CPU slowdown, input to next paint, median of 20`,
    '',
    table(['control', 'median', 'range', 'status'], interactionRows),
    '',
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
  const stamp = `Run on ${results.ranAt.slice(0, 10)} (Node ${results.environment.node}, Vite ${results.environment.vite}, ${results.environment.chromium}, ${results.environment.cpus} cores): ${results.misses.length === 0 ? 'every budget met' : `${results.misses.length} budget(s) missed or not measured`}.`;
  writeFileSync(docPath, `${doc.slice(0, start + START.length)}\n${stamp}\n\n${report}\n${doc.slice(end)}`);
}
