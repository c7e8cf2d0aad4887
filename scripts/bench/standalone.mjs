// The set-up that `npm run bench:interaction` and `npm run bench:lighthouse` share with the bench: the
// fixtures, Prism on BENCH_PORT_BASE, the production build served by `vite preview` on BENCH_PORT_BASE + 1
// with /api proxied to Prism, and with `{ http2: true }` the same build over HTTP/2 on BENCH_PORT_BASE + 2
// (decision 292), Chromium debugging ports for Lighthouse from BENCH_PORT_BASE + 3. `--no-build` reuses the
// previous build. `measure(appBase, { freePort, http2Base })` returns the exit code; the servers are stopped
// whatever happens.
import os from 'node:os';
import { assertPortFree, startPrism, writeFixtures } from '../mock-server.mjs';
import { evaluateBudgets } from './budgets.mjs';
import path from 'node:path';
import { startHttp2Server } from './http2-server.mjs';
import { lighthousePorts } from './lighthouse.mjs';
import { exitCodeOf } from './load.mjs';
import { appBuildExists, appOutDir, buildApp, startPreview, workDir } from './servers.mjs';

export function runStandalone(what, measure, { http2 = false } = {}) {
  const portBase = Number(process.env.BENCH_PORT_BASE ?? 4220);
  const children = [];
  let http2Server = null;
  const freePort = lighthousePorts(portBase + 3);
  const main = async () => {
    await assertPortFree(portBase, `${what} (Prism)`);
    await assertPortFree(portBase + 1, `${what} (preview)`);
    console.log(`load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`);
    await writeFixtures();
    const prism = startPrism({ port: portBase, stdio: 'pipe', readyTimeoutMs: 120_000 });
    if (!(process.argv.includes('--no-build') && appBuildExists())) buildApp();
    children.push(await prism);
    children.push(await startPreview({ port: portBase + 1, outDir: appOutDir, mockPort: portBase }));
    if (http2) http2Server = await startHttp2Server({ port: portBase + 2, outDir: appOutDir, mockPort: portBase, certificateDir: path.join(workDir, 'tls') });
    return measure(`http://127.0.0.1:${portBase + 1}`, { freePort, http2Base: `https://127.0.0.1:${portBase + 2}` });
  };
  main()
    .then((code) => code, (error) => {
      console.error(`${what} failed: ${error instanceof Error ? error.stack : error}`);
      return 1;
    })
    .then((code) => {
      http2Server?.close();
      for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
      process.exit(code);
    });
}

/** Prints the budget rows whose name matches `pattern`; the exit code of `npm run bench` for them (load.mjs). */
export function printBudgetRows(run, pattern) {
  const rows = evaluateBudgets({ floor: null, pages: [], phoneMetadata: [], lighthouse: [], interaction: null, ...run })
    .filter((row) => pattern.test(row.budget));
  for (const row of rows) console.log(`${row.status.padEnd(12)} ${row.budget}: ${row.actual} (${row.limit})`);
  return rows.length > 0 ? exitCodeOf(rows) : 1;
}
