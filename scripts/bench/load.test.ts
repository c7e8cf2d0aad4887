// The rules that decide whether the bench may judge a timing (scripts/bench/load.mjs): what counts as a
// loaded machine, the verdict on a figure measured under load, the exit codes, the /proc arithmetic, and
// measuring again until a quiet attempt or the last one.
import { describe, expect, it, vi } from 'vitest';
/* eslint-disable @typescript-eslint/no-explicit-any -- the bench helpers are plain ESM without types */
// @ts-expect-error plain ESM helper shared with scripts/bench.mjs
import * as loadModule from './load.mjs';

const { EXIT, OTHERS_CPU_LIMIT, exitCodeOf, judgeLoad, measureJudged, othersCoresBetween, parsePidStat, parseProcStat, treeTicks, verdictOf } = loadModule as any;

describe('a loaded machine', () => {
  it('is one whose load average exceeded the cores when the timing started', () => {
    expect(judgeLoad({ cores: 2, loadAverageBefore: 2, othersCores: 0 })).toEqual({ loaded: false, reason: null });
    expect(judgeLoad({ cores: 2, loadAverageBefore: 2.01, othersCores: 0 })).toEqual({ loaded: true, reason: 'load average 2.01 on 2 cores when it started' });
  });

  it('is one where other processes used more than half a core while the timing ran', () => {
    expect(judgeLoad({ cores: 2, loadAverageBefore: 0.3, othersCores: OTHERS_CPU_LIMIT }).loaded).toBe(false);
    expect(judgeLoad({ cores: 2, loadAverageBefore: 0.3, othersCores: 0.51 })).toEqual({ loaded: true, reason: 'other processes used 0.51 cores while it ran (limit 0.5)' });
    // Without /proc only the load average judges.
    expect(judgeLoad({ cores: 2, loadAverageBefore: 0.3, othersCores: null }).loaded).toBe(false);
    expect(judgeLoad({ cores: 2, loadAverageBefore: 17, othersCores: 1.9 }).reason).toBe('load average 17.00 on 2 cores when it started; other processes used 1.90 cores while it ran (limit 0.5)');
  });
});

describe('the verdict on a timed figure', () => {
  it('passes a figure within budget, loaded or not; misses one over budget only on a quiet machine', () => {
    expect(verdictOf({ withinBudget: true, loaded: false })).toBe('pass');
    expect(verdictOf({ withinBudget: true, loaded: true })).toBe('pass');
    expect(verdictOf({ withinBudget: false, loaded: false })).toBe('MISS');
    expect(verdictOf({ withinBudget: false, loaded: true })).toBe('NOT JUDGED');
  });

  it('exits 0 when every budget is met, 1 on any miss or unmeasured budget, 3 when only not-judged timings are left', () => {
    const rows = (...statuses: string[]) => statuses.map((status) => ({ status }));
    expect(exitCodeOf(rows('pass', 'pass'))).toBe(EXIT.pass);
    expect(exitCodeOf(rows('pass', 'NOT JUDGED'))).toBe(EXIT.notJudged);
    expect(exitCodeOf(rows('NOT JUDGED', 'MISS'))).toBe(EXIT.miss);
    expect(exitCodeOf(rows('NOT JUDGED', 'NOT MEASURED'))).toBe(EXIT.miss);
    expect([EXIT.pass, EXIT.miss, EXIT.notJudged]).toEqual([0, 1, 3]);
  });
});

describe('CPU used by other processes', () => {
  it('reads the machine\'s busy and total ticks from /proc/stat (steal is busy, iowait idle)', () => {
    expect(parseProcStat('cpu  100 10 50 1000 20 1 2 7 0 0\ncpu0 50 5 25 500 10 0 1 3 0 0\n')).toEqual({ busy: 170, total: 1190 });
    expect(parseProcStat('intr 1 2 3')).toBeNull();
  });

  it('reads a process\'s parent and ticks (its own and its reaped children\'s), whatever its name holds', () => {
    const line = '4321 (chrome (renderer) x) S 1234 4321 4321 0 -1 4194560 500 0 0 0 30 12 5 3 20 0 9 0 100 1000 50';
    expect(parsePidStat(line)).toEqual({ pid: 4321, ppid: 1234, ticks: 50 });
  });

  it('sums a process tree, not its neighbours', () => {
    const processes = [
      { pid: 1, ppid: 0, ticks: 1000 },
      { pid: 10, ppid: 1, ticks: 5 }, // the bench
      { pid: 11, ppid: 10, ticks: 40 }, // Chromium
      { pid: 12, ppid: 11, ticks: 60 }, // its renderer
      { pid: 20, ppid: 1, ticks: 900 }, // someone else's build
    ];
    expect(treeTicks(processes, 10)).toBe(105);
    expect(treeTicks(processes, 99)).toBe(0);
  });

  it('gives the cores others used between two readings, never below zero', () => {
    // 2 cores, 1 s at 100 ticks a second: 200 ticks elapsed; 150 busy of which the bench 50: others used 1 core.
    expect(othersCoresBetween({ busy: 0, total: 0, ours: 0 }, { busy: 150, total: 200, ours: 50 }, 2)).toBe(1);
    expect(othersCoresBetween({ busy: 0, total: 0, ours: 0 }, { busy: 40, total: 200, ours: 60 }, 2)).toBe(0);
    expect(othersCoresBetween(null, { busy: 1, total: 2, ours: 0 }, 2)).toBeNull();
    expect(othersCoresBetween({ busy: 0, total: 5, ours: 0 }, { busy: 0, total: 5, ours: 0 }, 2)).toBeNull();
  });
});

describe('measuring until the machine is quiet enough to judge', () => {
  const readings = (...loadedFlags: boolean[]) => {
    const queue = [...loadedFlags];
    return () => ({ stop: () => ({ loaded: queue.shift(), reason: 'busy' }) });
  };
  const over = { measured: true, ms: 300 };
  const within = { measured: true, ms: 30 };
  const withinBudget = (figures: any) => figures.ms <= 100;

  it('measures again after a loaded miss, waiting for the machine to settle, and keeps the quiet attempt', async () => {
    const measure = vi.fn().mockResolvedValueOnce(over).mockResolvedValueOnce({ measured: true, ms: 120 });
    const settle = vi.fn().mockResolvedValue(true);
    const result = await measureJudged(measure, withinBudget, { attempts: 3, settle, watch: readings(true, false) });
    expect(measure).toHaveBeenCalledTimes(2);
    expect(settle).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ ms: 120, load: { loaded: false } });
    expect(result.attempts).toHaveLength(2);
  });

  it('gives up after the last loaded attempt, keeping its figures and its load for the verdict', async () => {
    const measure = vi.fn().mockResolvedValue(over);
    const result = await measureJudged(measure, withinBudget, { attempts: 3, settle: async () => false, watch: readings(true, true, true) });
    expect(measure).toHaveBeenCalledTimes(3);
    expect(result).toMatchObject({ ms: 300, load: { loaded: true, reason: 'busy' } });
  });

  it('stops at once on a pass under load, a quiet miss, or a measurement that could not be taken on a quiet machine', async () => {
    for (const [figures, loaded] of [[within, true], [over, false], [{ measured: false, reason: 'no cards' }, false]] as const) {
      const measure = vi.fn().mockResolvedValue(figures);
      await measureJudged(measure, withinBudget, { attempts: 3, settle: async () => true, watch: readings(loaded) });
      expect(measure).toHaveBeenCalledTimes(1);
    }
  });

  it('takes again a measurement that could not be taken on a loaded machine (a wait that ran out)', async () => {
    const measure = vi.fn().mockResolvedValueOnce({ measured: false, reason: 'the product list did not change within 20 s' }).mockResolvedValueOnce(within);
    const result = await measureJudged(measure, withinBudget, { attempts: 3, settle: async () => true, watch: readings(true, true) });
    expect(measure).toHaveBeenCalledTimes(2);
    expect(result).toMatchObject({ measured: true, ms: 30 });
  });
});
