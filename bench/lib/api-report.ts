// The report of bench/api.ts: its table, the verdict per database against the issues' targets, its section
// of docs/performance.md.
import { machine, table, writeSection } from './report';
import { BIG_USER, type WorldSize } from './big-world';
import type { Shot } from './cannon';

export interface ApiRow {
  db: string;
  call: string;
  shot: Shot;
  base: Shot;
  /** Median over the slices of (call req/s ÷ static req/s) measured back to back. */
  ratio: number;
}

export interface ApiRun {
  /** BENCH_CALLS: a subset, reported in a section of its own. */
  only?: string;
  quick: boolean;
  size: WorldSize;
  connections: number;
  rounds: number;
  duration: number;
  /** The CPUs of the server and of the bench process with PostgreSQL (bench/lib/placement.ts); none: unpinned. */
  placement?: { server: string; rest: string };
}

export function report(run: ApiRun, rows: ApiRow[], notes: string[]) {
  const { only, quick, size, connections, rounds, duration, placement } = run;
  // Each database against its issue's floor: the lists ≥ 0.4 on SQLite (goal 0.5) and ≥ 0.5 on PostgreSQL
  // (issue 20); the search calls ≥ 0.3 on both (issue 22); p99 ≤ 20 ms everywhere. Only databases that ran.
  const search = only === 'search';
  const verdicts = (['sqlite', 'postgres'] as const).flatMap((db) => {
    const judged = rows.filter((r) => r.db === db);
    if (judged.length === 0) return [];
    const minRatio = Math.min(...judged.map((r) => r.ratio));
    const maxP99 = Math.max(...judged.map((r) => r.shot.p99));
    const floor = search ? 0.3 : db === 'sqlite' ? 0.4 : 0.5;
    const goal = !search && db === 'sqlite' ? ', goal 0.5' : '';
    const met = minRatio >= floor && maxP99 <= 20 ? 'met' : 'NOT met';
    return [
      `${db === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: lowest ratio ${minRatio.toFixed(2)} (target ≥ ${floor}${goal}), highest p99 ${maxP99} ms (target ≤ 20 ms): ${met}.`,
    ];
  });
  const verdict = verdicts.join(' ');
  const body = [
    `${machine()}. Reproduce (\`npx tsx bench/api.ts\` is part of \`npm run bench\`): \`${only ? `BENCH_CALLS='${only}' ` : ''}${quick ? 'BENCH_QUICK=1 ' : ''}${process.env.BENCH_PG === '0' ? 'BENCH_PG=0 ' : ''}${process.env.BENCH_SQLITE === '0' ? 'BENCH_SQLITE=0 ' : ''}${process.env.BENCH_DURATION ? `BENCH_DURATION=${process.env.BENCH_DURATION} ` : ''}${placement ? 'BENCH_PIN=1 ' : ''}npx tsx bench/api.ts\`.`,
    '',
    `World: ${size.projects.toLocaleString('en')} vsqx projects over ${size.creators.toLocaleString('en')} creators (\`${BIG_USER}\` holds ${size.bigProjects.toLocaleString('en')}), ` +
      `${size.midi.toLocaleString('en')} MIDI projects (${size.bigMidi.toLocaleString('en')} hers), ` +
      `${size.favourites.toLocaleString('en')} favourites (${size.bigFavourites.toLocaleString('en')} hers), ${size.messages.toLocaleString('en')} reply messages (${size.bigMessages.toLocaleString('en')} hers), ` +
      'inserted through Kysely (multi-row inserts in transactions) into a fresh SQLite file / PostgreSQL schema migrated by the server, then `ANALYZE`.',
    `Server: the esbuild bundle (\`apps/server/build.mjs\`) as its own process, \`LOG_LEVEL=${process.env.BENCH_LOG_LEVEL ?? 'info'}\` (one log line per request, to a file), logged in as \`${BIG_USER}\`. ` +
      `autocannon in the bench process: ${connections} connections opened once per call and kept open (a fresh set per slice measured Node's one-accept-per-turn ramp, bench/lib/alternate.ts); per call a 1 s warm-up, then ${rounds} rounds of (static ${(duration / rounds).toFixed(1)} s, call ${(duration / rounds).toFixed(1)} s) back to back on them. ` +
      (placement
        ? `CPUs (\`taskset\`, bench/lib/placement.ts): the server alone on CPU ${placement.server}, the bench process (autocannon) and the server's PostgreSQL backends on CPU ${placement.rest} (\`BENCH_PIN=1\`), so the load generator never takes the server's core. `
        : 'CPUs: every process left to the scheduler, so autocannon shares the server\'s cores (`BENCH_PIN=1` pins them; on this 2-core VM that was not better, docs/performance.md "API tail latency"). ') +
      '"static" is `GET /bench/static` in the same server (registered only with `BENCH_STATIC=1`) answering the very JSON the call answered: no session, no query. ' +
      'Figures are medians over the rounds; ratio = median of (call req/s ÷ static req/s) per round; "static p99 ms" is the static route\'s own p99 in its slices of the same run, the floor this harness puts under any call\'s p99 (the queue of 50 connections on one event loop, the load generator and the machine). "CPU µs/req" is the server process\'s user + system time per request over the same slices (from /proc); on this VM both it and req/s move with the machine\'s speed, so compare a call with its own static row. "PostgreSQL CPU µs/req" is the same for the PostgreSQL backends serving the server (found by its application_name).',
    '',
    table(
      [
        'db',
        'call',
        'bytes',
        'req/s',
        'p50 ms',
        'p99 ms',
        'static req/s',
        'static p99 ms',
        'ratio',
        'CPU µs/req',
        'static CPU µs/req',
        'PostgreSQL CPU µs/req',
        'errors',
      ],
      rows.map((r) => [
        r.db,
        r.call,
        r.shot.bytes,
        r.shot.rps,
        r.shot.p50,
        r.shot.p99,
        r.base.rps,
        r.base.p99,
        r.ratio.toFixed(2),
        r.shot.cpuUs.toFixed(0),
        r.base.cpuUs.toFixed(0),
        Number.isNaN(r.shot.dbCpuUs) ? '' : r.shot.dbCpuUs.toFixed(0),
        r.shot.bad,
      ]),
    ),
    '',
    verdict,
    '',
    ...notes.map((n) => `- ${n}`),
  ].join('\n');
  // Each subset keeps its own section (the "projects" one is `api-subset`, its id from before subsets were named).
  if (only)
    writeSection(
      only === 'projects' ? 'api-subset' : `api-subset-${only}`,
      `API: "${only}" calls on a big world vs a static route (a subset run of bench/api.ts)`,
      body,
    );
  else writeSection('api', 'API: list calls on a big world vs a static route', body);
}
