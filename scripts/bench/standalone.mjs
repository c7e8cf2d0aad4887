// The set-up that `npm run bench:interaction`, `npm run bench:journeys` and `npm run bench:lighthouse`
// share with the bench (servers.mjs `startBenchServers`, ports from BENCH_PORT_BASE as `benchPorts`
// lays them out): the fixtures, the journey memory in front of Prism, the production build made for that
// memory and served by `vite preview` with /api proxied to it, and with `{ lighthouse: true }` the floor
// beside it and both over HTTP/2 (decision 959) with Lighthouse's Chromium debugging ports. `--no-build`
// reuses the previous build. `measure(servers, { freePort })` returns the exit code; the servers are
// stopped whatever happens.
import os from 'node:os';
import { evaluateBudgets } from './budgets.mjs';
import { lighthousePorts } from './lighthouse.mjs';
import { exitCodeOf } from './load.mjs';
import { benchPorts, startBenchServers } from './servers.mjs';

export function runStandalone(what, measure, { lighthouse = false } = {}) {
  const ports = benchPorts();
  let servers = null;
  const main = async () => {
    console.log(`load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`);
    servers = await startBenchServers({ ports, floor: lighthouse, http2: lighthouse, reuseBuild: process.argv.includes('--no-build'), log: (message) => console.log(`${what}: ${message}`) });
    return measure(servers, { freePort: lighthousePorts(ports.lighthouse) });
  };
  main()
    .then((code) => code, (error) => {
      console.error(`${what} failed: ${error instanceof Error ? error.stack : error}`);
      return 1;
    })
    .then((code) => {
      servers?.stop();
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
