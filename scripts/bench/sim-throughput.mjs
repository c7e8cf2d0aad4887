// sim/ throughput: runs the sim suite and reads the `sim: N cases in S s` line(s) it prints.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from '../mock-server.mjs';
import { parseSimThroughput } from './budgets.mjs';

export function measureSimThroughput() {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'vitest'), ['run', '--project', 'sim'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 180_000,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
  const throughput = parseSimThroughput(output);
  if (/No test files found/.test(output)) return { measured: false, reason: 'sim/ has no test files yet' };
  if (result.status !== 0) return { measured: false, reason: `the sim suite failed (exit ${result.status})`, ...throughput };
  if (!throughput) return { measured: false, reason: "the sim suite printed no 'sim: N cases in S s' line" };
  return { measured: true, ...throughput };
}
