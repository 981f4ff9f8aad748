// autocannon reduced to the figures the reports print, plus the server's own CPU time per request (from
// /proc), which the machine's noise moves far less than req/s.
import fs from 'node:fs';
import autocannon, { type Options } from 'autocannon';

export interface Shot {
  rps: number;
  p50: number;
  p99: number;
  /** Responses that were not 2xx plus socket errors and timeouts. */
  bad: number;
  /** Bytes per response, headers included. */
  bytes: number;
  total: number;
  /** Server CPU (user + system) per request, µs; NaN without a pid. */
  cpuUs: number;
  /** The database server's CPU per request (its backends serving this server), µs; NaN when not measured. */
  dbCpuUs: number;
}

/** The processes whose CPU a shot also counts (e.g. the PostgreSQL backends of the server's pools). */
export type ProcessList = () => Promise<number[]>;

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);

/** utime + stime of a process in ms (clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU ms of each listed process still running (a backend may have ended). */
export async function cpuOf(list: ProcessList): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const pid of await list()) {
    try {
      out.set(pid, cpuMs(pid));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

export async function shoot(opts: Options, pid?: number, db?: ProcessList): Promise<Shot> {
  const d0 = db ? await cpuOf(db) : new Map<number, number>();
  const c0 = pid ? cpuMs(pid) : 0;
  const r = await autocannon({ duration: DURATION, ...opts });
  const c1 = pid ? cpuMs(pid) : 0;
  // A backend opened during the shot counts from zero (its start-up is part of the load).
  let dbMs = 0;
  if (db) for (const [p, ms] of await cpuOf(db)) dbMs += ms - (d0.get(p) ?? 0);
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
    bytes: Math.round(r.throughput.average / Math.max(1, r.requests.average)),
    total: r.requests.total,
    cpuUs: pid ? ((c1 - c0) * 1000) / Math.max(1, r.requests.total) : NaN,
    dbCpuUs: db ? (dbMs * 1000) / Math.max(1, r.requests.total) : NaN,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The median of each figure over several shots (errors are summed). */
export function medianShot(shots: Shot[]): Shot {
  const m = (k: keyof Shot) => median(shots.map((s) => s[k]));
  return {
    rps: m('rps'),
    p50: m('p50'),
    p99: m('p99'),
    bad: shots.reduce((n, s) => n + s.bad, 0),
    bytes: m('bytes'),
    total: shots.reduce((n, s) => n + s.total, 0),
    cpuUs: m('cpuUs'),
    dbCpuUs: m('dbCpuUs'),
  };
}

export { median };
