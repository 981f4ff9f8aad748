// Sequential latency of one call over a kept-alive connection: what a single user waits, without queueing.
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export interface CallSpec {
  path: string;
  method?: string;
  body?: string;
  token: string;
}

/** One call's time in ms (rejects unless it answers 200). */
export function once(base: string, c: CallSpec): Promise<number> {
  const url = new URL(c.path, base);
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const req = http.request(
      url,
      {
        method: c.method ?? 'GET',
        agent,
        headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(Number(process.hrtime.bigint() - t0) / 1e6)
            : reject(new Error(`${c.path}: ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(c.body);
  });
}

/** Median and 95th percentile (ms) of `n` calls made one after another, after `n / 10` warm-up calls. */
export async function sequential(
  base: string,
  c: CallSpec,
  n: number,
): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < Math.ceil(n / 10); i++) await once(base, c);
  const ts: number[] = [];
  for (let i = 0; i < n; i++) ts.push(await once(base, c));
  ts.sort((a, b) => a - b);
  return { p50: ts[Math.floor(n / 2)], p95: ts[Math.floor(n * 0.95)] };
}
