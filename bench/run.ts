// `npm run bench`: every benchmark in turn, each in its own process (they start servers and build worlds),
// each writing its own section of docs/performance.md, then a table of what ran. `npm run bench -- projects`
// runs those whose path contains "projects"; BENCH_SKIP=frontend,load leaves some out.
// Quick run (a few minutes): BENCH_QUICK=1 BENCH_DURATION=3 BENCH_LOAD_SECONDS=10 BENCH_PG=0 npm run bench
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, table } from './lib/report';

const SCRIPTS = [
  'bench/frontend.ts',
  'bench/meta.ts',
  'bench/passwords.ts',
  'bench/convert.ts',
  'bench/api.ts',
  'bench/growth.ts',
  'bench/load.ts',
  'bench/upload.ts',
];

const filter = process.argv[2];
const skip = (process.env.BENCH_SKIP ?? '').split(',').filter(Boolean);
const ran: (string | number)[][] = [];
let failed = 0;
const t0 = Date.now();
for (const script of SCRIPTS.filter(
  (s) =>
    fs.existsSync(path.join(ROOT, s)) && (!filter || s.includes(filter)) && !skip.some((k) => s.includes(k)),
)) {
  console.log(`\n=== ${script}`);
  const start = Date.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, script)], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (r.status !== 0) failed += 1;
  ran.push([
    script,
    ((Date.now() - start) / 1000).toFixed(0),
    r.status === 0 ? 'ok' : `FAILED (${r.status ?? r.signal})`,
  ]);
}
console.log(
  `\n${table(['benchmark', 'seconds', 'result'], ran)}\n\nTotal ${((Date.now() - t0) / 60000).toFixed(1)} min; figures in docs/performance.md.`,
);
process.exit(failed ? 1 : 0);
