// Where bench/api.ts runs each process on the machine's CPUs, with BENCH_PIN=1 (off by default).
//
// autocannon runs in the bench's own process. Left to the scheduler, it, the server and PostgreSQL share every
// core, and the server waits for a CPU while the load generator runs: /proc/<pid>/schedstat showed the server
// runnable but not running 200-580 ms of every second on PostgreSQL's calls, against 70-220 ms with a core of its
// own. Pinned, the server (every thread: V8's helpers, libuv's pool) gets the last CPU to itself, and the bench
// process and the server's PostgreSQL backends the others (on the server's core PostgreSQL would make server +
// database one core: half the ratio of a PostgreSQL call). Not the default: on this 2-core VM the pinned runs'
// p99 was no lower than the unpinned ones' in the same lock turn, and PostgreSQL's replies and search calls cost
// the server 24-45 % more CPU per request (docs/performance.md "API tail latency: the
// harness's floor and CPU placement").
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import type { ProcessList } from './cannon';

export interface Placement {
  /** The CPU list of the server, for `taskset -c` in front of its command. */
  server: string;
  /** The CPU list of the bench process and the database's backends. */
  rest: string;
  /** The list, with each process on it moved to `rest` the first time it is seen. */
  follow(list: ProcessList): ProcessList;
}

function taskset(pid: number, cpus: string): boolean {
  try {
    // -a: every thread of the process, not only its main one.
    execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Pins this process to the CPUs left to the load generator; undefined unless BENCH_PIN=1 on 2+ CPUs with taskset. */
export function placeProcesses(): Placement | undefined {
  const n = os.availableParallelism();
  if (process.env.BENCH_PIN !== '1' || n < 2) return undefined;
  const server = String(n - 1);
  const rest = n === 2 ? '0' : `0-${n - 2}`;
  if (!taskset(process.pid, rest)) return undefined;
  return {
    server,
    rest,
    follow(list) {
      const moved = new Set<number>();
      return async () => {
        const pids = await list();
        for (const pid of pids) if (!moved.has(pid) && taskset(pid, rest)) moved.add(pid);
        return pids;
      };
    },
  };
}
