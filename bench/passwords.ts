/**
 * Login cost (issue 18): one password verification with argon2id (m = 19 MiB, t = 2, p = 1, what new and
 * rehashed accounts hold) against the scrypt it replaced (N = 16384, r = 8, p = 1), in the same process and
 * run, so the ratio holds even when the machine is busy. Also the one-off cost of a login that rehashes.
 * Run: `npx tsx bench/passwords.ts` (writes its section of docs/performance.md).
 */
import os from 'node:os';
import { hashPassword, hashPasswordScrypt, verifyPassword } from '../apps/server/src/modules/auth/passwords';
import { machine, table, writeSection } from './lib/report';

const RUNS = Number(process.env.BENCH_PASSWORD_RUNS ?? 40);
const PASSWORD = 'correct horse 42';

async function timeEach(fn: () => Promise<unknown>): Promise<number[]> {
  await fn(); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = process.hrtime.bigint();
    await fn();
    ms.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return ms.sort((a, b) => a - b);
}

const median = (a: number[]) => a[Math.floor(a.length / 2)];
const p95 = (a: number[]) => a[Math.min(a.length - 1, Math.floor(a.length * 0.95))];

const argon = await hashPassword(PASSWORD);
const scrypt = await hashPasswordScrypt(PASSWORD);
if (!(await verifyPassword(PASSWORD, argon)) || !(await verifyPassword(PASSWORD, scrypt)))
  throw new Error('verify failed');

// Interleaved rounds, so a burst of other work on the machine falls on both schemes alike.
const a: number[] = [],
  s: number[] = [],
  r: number[] = [];
for (let round = 0; round < 2; round++) {
  a.push(...(await timeEach(() => verifyPassword(PASSWORD, argon))));
  s.push(...(await timeEach(() => verifyPassword(PASSWORD, scrypt))));
  r.push(...(await timeEach(async () => (await verifyPassword(PASSWORD, scrypt)) && hashPassword(PASSWORD))));
}
for (const x of [a, s, r]) x.sort((p, q) => p - q);

const rows = [
  [
    'argon2id verify (m=19456 KiB, t=2, p=1)',
    median(a).toFixed(1),
    p95(a).toFixed(1),
    (median(a) / median(s)).toFixed(2),
  ],
  ['scrypt verify (N=16384, r=8, p=1), before', median(s).toFixed(1), p95(s).toFixed(1), '1.00'],
  [
    'scrypt verify + argon2id rehash (first login after the change)',
    median(r).toFixed(1),
    p95(r).toFixed(1),
    (median(r) / median(s)).toFixed(2),
  ],
];
writeSection(
  'passwords',
  'Login cost: argon2id vs scrypt password verification',
  `${machine()}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} when it started. Reproduce: \`npx tsx bench/passwords.ts\`. ` +
    `${RUNS * 2} verifications each, one at a time on the event loop's thread pool; the ratio is to scrypt's median in the same run.\n\n` +
    table(['operation', 'median ms', 'p95 ms', '× scrypt'], rows),
);
