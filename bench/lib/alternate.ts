// Two targets measured in alternating slices over one set of connections kept open throughout.
//
// Why not one autocannon run per slice: Node's libuv accepts one connection per event-loop turn (libuv PR 3696,
// "don't accept() connections in a loop"), and a busy server's turn serves every ready connection first. 50 new
// connections opened at once are therefore accepted one turn apart: on the SQLite world a selective search (~1 ms
// a request, so ~50 ms a turn) left the last connections' first requests waiting 1.4-2.6 s, in a slice of 1 s.
// Each fresh slice measured that ramp, which grows with the call's own cost, more than the call's steady latency;
// its p99 and its req/s were the ramp's (docs/performance.md "Fresh connections per slice").
import autocannon from 'autocannon';
import { cpuMs, cpuOf, type ProcessList, type Shot } from './cannon';

interface Target {
  path: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
}

interface Slice {
  lat: number[];
  bad: number;
  bytes: number;
  /** Requests completed while this slice was being sent, and the server's and database's CPU ms meanwhile. */
  done: number;
  cpuMs: number;
  dbMs: number;
}

const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] : NaN;

function shotOf(s: Slice, seconds: number): Shot {
  const lat = [...s.lat].sort((x, y) => x - y);
  return {
    rps: Math.round(lat.length / seconds),
    p50: Math.round(percentile(lat, 0.5)),
    p99: Math.round(percentile(lat, 0.99)),
    bad: s.bad,
    bytes: Math.round(s.bytes / Math.max(1, lat.length)),
    total: lat.length,
    cpuUs: s.done ? (s.cpuMs * 1000) / s.done : NaN,
    dbCpuUs: s.done && s.dbMs >= 0 ? (s.dbMs * 1000) / s.done : NaN,
  };
}

/**
 * After `warmS` seconds on `b`, `rounds` rounds of (`a` for `sliceS`, `b` for `sliceS`) on `connections`
 * connections opened once. A response counts to the slice its request was sent in (in-flight requests at a switch
 * finish in the next slice, the same at every switch); a slice's CPU per request is the server's (and the
 * database's) CPU over its time ÷ the responses completed in that time.
 */
export async function alternate(
  base: string,
  a: Target,
  b: Target,
  opts: { rounds: number; sliceS: number; warmS: number; connections: number },
  pid?: number,
  db?: ProcessList,
): Promise<{ a: Shot[]; b: Shot[] }> {
  const order: Target[] = [b, ...Array.from({ length: opts.rounds }, () => [a, b]).flat()];
  const slices: Slice[] = order.map(() => ({ lat: [], bad: 0, bytes: 0, done: 0, cpuMs: 0, dbMs: 0 }));
  let now = 0;
  const mark = async () => ({
    cpu: pid ? cpuMs(pid) : 0,
    db: db ? [...(await cpuOf(db)).values()].reduce((x, y) => x + y, 0) : 0,
  });
  let last = await mark();
  const seconds = (k: number) => (k === 0 ? opts.warmS : opts.sliceS);
  const instance = autocannon({
    url: base,
    connections: opts.connections,
    duration: opts.warmS + opts.rounds * 2 * opts.sliceS + 1,
    requests: [
      {
        setupRequest: (req, context: Record<string, unknown>) => {
          context.slice = now;
          const t = order[Math.min(now, order.length - 1)];
          return { ...req, method: t.method ?? 'GET', path: t.path, headers: { ...t.headers }, body: t.body };
        },
      },
    ],
  });
  instance.on('response', (client: unknown, status: number, bytes: number, ms: number) => {
    const k = (client as { requestIterator: { context: { slice: number } } }).requestIterator.context.slice;
    // Sent after the last slice (autocannon is being stopped): not measured.
    const s = slices[k];
    if (!s) return;
    if (status >= 200 && status < 300) {
      s.lat.push(ms);
      s.bytes += bytes;
    } else s.bad += 1;
    if (slices[now]) slices[now].done += 1;
  });
  // The switches: each slice's CPU is read at its end (a backend's CPU counts from its start).
  for (let k = 0; k < order.length; k++) {
    await new Promise((r) => setTimeout(r, seconds(k) * 1000));
    const m = await mark();
    slices[k].cpuMs = m.cpu - last.cpu;
    slices[k].dbMs = db ? m.db - last.db : -1;
    last = m;
    now = k + 1;
  }
  instance.stop();
  await instance;
  const shots = slices.map((s, k) => shotOf(s, seconds(k)));
  return { a: shots.filter((_, k) => k % 2 === 1), b: shots.filter((_, k) => k > 0 && k % 2 === 0) };
}
