// The set-up that `npm run bench:interaction` and `npm run bench:lighthouse` share with the bench: the
// fixtures, Prism on BENCH_PORT_BASE, the production build served by `vite preview` on BENCH_PORT_BASE + 1
// with /api proxied to Prism. `measure(appBase, { freePort })` returns the exit code; the servers are
// stopped whatever happens.
import os from 'node:os';
import { assertPortFree, startPrism, writeFixtures } from '../mock-server.mjs';
import { evaluateBudgets } from './budgets.mjs';
import { appOutDir, buildApp, startPreview } from './servers.mjs';

export function runStandalone(what, measure) {
  const portBase = Number(process.env.BENCH_PORT_BASE ?? 4220);
  const children = [];
  let nextPort = portBase + 2;
  const main = async () => {
    await assertPortFree(portBase, `${what} (Prism)`);
    await assertPortFree(portBase + 1, `${what} (preview)`);
    console.log(`load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`);
    writeFixtures();
    const prism = startPrism({ port: portBase, stdio: 'pipe', readyTimeoutMs: 120_000 });
    buildApp();
    children.push(await prism);
    children.push(await startPreview({ port: portBase + 1, outDir: appOutDir, mockPort: portBase }));
    return measure(`http://127.0.0.1:${portBase + 1}`, { freePort: () => nextPort++ });
  };
  main()
    .then((code) => code, (error) => {
      console.error(`${what} failed: ${error instanceof Error ? error.stack : error}`);
      return 1;
    })
    .then((code) => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
      process.exit(code);
    });
}

/** Prints the budget rows whose name matches `pattern`; 0 when every one passes. */
export function printBudgetRows(run, pattern) {
  const rows = evaluateBudgets({ floor: null, pages: [], phoneMetadata: [], lighthouse: [], interaction: null, ...run })
    .filter((row) => pattern.test(row.budget));
  for (const row of rows) console.log(`${row.status.padEnd(12)} ${row.budget}: ${row.actual} (${row.limit})`);
  return rows.length > 0 && rows.every((row) => row.status === 'pass') ? 0 : 1;
}
