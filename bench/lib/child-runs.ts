import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT } from './report';

/** What a child run prints as its last line: its time and its peak memory growth, plus anything else. */
export interface ChildReading {
  ms: number;
  peakMb: number;
}

/**
 * Runs `script child ...args` in `runs` fresh processes (so each run's memory is its own) and answers the
 * median run by time, with the highest peak memory of all runs.
 */
export function medianOfChildren<R extends ChildReading>(script: string, args: string[], runs: number): R {
  const readings: R[] = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', path.join(ROOT, script), 'child', ...args],
      { cwd: ROOT, encoding: 'utf8' },
    );
    readings.push(JSON.parse(out.trim().split('\n').pop() ?? '{}') as R);
  }
  readings.sort((a, b) => a.ms - b.ms);
  return { ...readings[Math.floor(runs / 2)], peakMb: Math.max(...readings.map((r) => r.peakMb)) };
}
