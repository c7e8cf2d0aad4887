// Is the machine quiet enough to judge a timing? Every timed measurement of the bench (each Lighthouse
// run, each journey) is taken between two readings of the machine, and judged only when nothing else
// competed with the measured browser for the CPU (decision 480):
// - the 1-minute load average before it started is at most the core count;
// - other processes (everything but the bench and its own children: Chromium, Prism, the servers)
//   used at most OTHERS_CPU_LIMIT cores on average while it ran, read from /proc/stat and /proc/<pid>/stat.
// A loaded measurement that missed its budget is taken again once the machine has settled, up to
// `attempts` times; when every attempt was loaded its figures are reported as not judged.
// The rules (judgeLoad, verdictOf, exitCodeOf) are pure, so scripts/bench/load.test.ts proves them.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** Other processes may use this many cores on average while a timing is measured. */
export const OTHERS_CPU_LIMIT = 0.5;
/** Attempts at a timed measurement before it is reported as not judged. */
export const DEFAULT_ATTEMPTS = 3;
/** How long the bench waits for a loaded machine to settle before the next attempt. */
export const SETTLE_TIMEOUT_MS = 90_000;

/** Exit codes of `npm run bench`: every budget met; a budget missed or not measured; only not-judged timings left. */
export const EXIT = { pass: 0, miss: 1, notJudged: 3 };

/**
 * { loaded, reason } for one measurement. `reading` = { cores, loadAverageBefore, othersCores } where
 * othersCores is null when /proc could not be read (then only the load average judges).
 */
export function judgeLoad({ cores, loadAverageBefore, othersCores }) {
  const reasons = [];
  if (loadAverageBefore > cores) reasons.push(`load average ${loadAverageBefore.toFixed(2)} on ${cores} cores when it started`);
  if (othersCores !== null && othersCores > OTHERS_CPU_LIMIT) {
    reasons.push(`other processes used ${othersCores.toFixed(2)} cores while it ran (limit ${OTHERS_CPU_LIMIT})`);
  }
  return { loaded: reasons.length > 0, reason: reasons.join('; ') || null };
}

/**
 * The verdict on one budget row from the figure and the load it was measured under:
 * - a figure within its budget passes, even under load: load only adds time, so a quiet run meets it too;
 * - a figure over its budget measured on a quiet machine is a miss;
 * - a figure over its budget measured under load is neither: 'NOT JUDGED' (the bench measured it again
 *   before giving up; see measureJudged).
 */
export function verdictOf({ withinBudget, loaded }) {
  if (withinBudget) return 'pass';
  return loaded ? 'NOT JUDGED' : 'MISS';
}

/** The exit code for a run's budget rows: any miss or unmeasured budget fails; otherwise not-judged rows say so. */
export function exitCodeOf(rows) {
  if (rows.some((row) => row.status === 'MISS' || row.status === 'NOT MEASURED')) return EXIT.miss;
  if (rows.some((row) => row.status === 'NOT JUDGED')) return EXIT.notJudged;
  return EXIT.pass;
}

/** CPU time (clock ticks) of the whole machine from /proc/stat: { busy, total }; null without /proc. */
export function parseProcStat(text) {
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** { pid, ppid, ticks } of one /proc/<pid>/stat line; ticks include its reaped children's. */
export function parsePidStat(text) {
  // The command name is in parentheses and may itself hold spaces or parentheses.
  const close = text.lastIndexOf(')');
  const pid = Number(text.slice(0, text.indexOf(' ')));
  const fields = text.slice(close + 2).split(' ');
  // fields[0] is field 3 (state): ppid is field 4, utime..cstime are fields 14-17.
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return { pid, ppid: Number(fields[1]), ticks: utime + stime + cutime + cstime };
}

/** Ticks used by `rootPid` and every live process below it, from parsed /proc/<pid>/stat entries. */
export function treeTicks(processes, rootPid) {
  const children = new Map();
  for (const entry of processes) {
    if (!children.has(entry.ppid)) children.set(entry.ppid, []);
    children.get(entry.ppid).push(entry);
  }
  let ticks = 0;
  const stack = processes.filter((entry) => entry.pid === rootPid);
  while (stack.length) {
    const entry = stack.pop();
    ticks += entry.ticks;
    stack.push(...(children.get(entry.pid) ?? []));
  }
  return ticks;
}

/** The machine's and the bench's CPU ticks now; null where /proc is missing (not Linux). */
export function readCpu(rootPid = process.pid) {
  let machine;
  try {
    machine = parseProcStat(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
  if (!machine) return null;
  const processes = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      processes.push(parsePidStat(readFileSync(`/proc/${name}/stat`, 'utf8')));
    } catch {
      // the process ended between the listing and the read
    }
  }
  return { ...machine, ours: treeTicks(processes, rootPid) };
}

/** Cores other processes used on average between two readCpu() readings; null when either is missing. */
export function othersCoresBetween(before, after, cores) {
  if (!before || !after) return null;
  const elapsedPerCore = (after.total - before.total) / cores;
  if (elapsedPerCore <= 0) return null;
  const others = Math.max(0, after.busy - before.busy - (after.ours - before.ours));
  return others / elapsedPerCore;
}

/** Starts a load watch around a measurement; `stop()` gives the reading and judgeLoad's verdict on it. */
export function watchLoad() {
  const cores = os.cpus().length;
  const loadAverageBefore = os.loadavg()[0];
  const before = readCpu();
  return {
    stop() {
      const reading = { cores, loadAverageBefore, othersCores: othersCoresBetween(before, readCpu(), cores) };
      const round2 = (value) => (value === null ? null : Math.round(value * 100) / 100);
      return { cores, loadAverageBefore: round2(loadAverageBefore), othersCores: round2(reading.othersCores), ...judgeLoad(reading) };
    },
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (up to `timeoutMs`) until a 5-second window shows a quiet machine; returns whether it did. */
export async function waitForQuiet({ timeoutMs = SETTLE_TIMEOUT_MS, log = () => {} } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const watch = watchLoad();
    await sleep(5_000);
    const reading = watch.stop();
    if (!reading.loaded) return true;
    if (Date.now() >= deadline) return false;
    log(`waiting for the machine to settle: ${reading.reason}`);
  }
}

/**
 * Takes a timed measurement until it is judged: `measure()` resolves with the figures, `withinBudget(figures)`
 * says whether they meet every budget that applies. Returns the figures with `load`: the reading of the
 * attempt kept, and `attempts`: every attempt's reading. A measurement that could not be taken
 * (figures.measured === false, a wait that ran out, say) is taken again too when the machine was loaded.
 */
export async function measureJudged(measure, withinBudget, { attempts = DEFAULT_ATTEMPTS, log = () => {}, settle = waitForQuiet, watch = watchLoad } = {}) {
  const readings = [];
  let figures = null;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const watching = watch();
    figures = await measure(attempt);
    const reading = watching.stop();
    readings.push(reading);
    if (!reading.loaded || (figures?.measured !== false && withinBudget(figures))) break;
    if (attempt < attempts) {
      log(`machine too loaded to judge (${reading.reason}); measuring again (attempt ${attempt + 1} of ${attempts})`);
      await settle({ log });
    }
  }
  return { ...figures, load: readings.at(-1), attempts: readings };
}
