/**
 * What counting a view costs the project page (issue 24), in CPU per request. Runs against this tree, or,
 * with BENCH_BASE_TREE=<a copy of another commit's apps/server and packages>, against that tree too, both
 * in alternating rounds in one process run each. Reproduce: `flock /tmp/bench.lock npx tsx bench/analytics-count.ts`.
 */
import type { FastifyInstance } from 'fastify';

const FANS = 400;

/**
 * Pages of projects read by 400 logged-in fans, each call a new (fan, project) pair: half the projects with
 * counting, half with a view buffer that takes nothing; all carry a session, only the counting differs. The
 * owner's own read (never counted) and the fans' repeat (within 30 minutes) are shown beside them.
 */
export async function countingCost(
  app: FastifyInstance,
  owner: { token: string },
  projects: number[],
  label: string,
  hashToken: (t: string) => string,
  newToken: () => string,
) {
  const now = Date.now();
  const fanTokens: string[] = [];
  for (let i = 0; i < FANS; i++) {
    const u = await app.ctx.db
      .insertInto('users')
      .values({ username: `bench_fan${i}`, password_hash: 'x', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = newToken();
    await app.ctx.db
      .insertInto('sessions')
      .values({ user_id: u.id, token_hash: hashToken(token), created_at: now, expires_at: now + 86_400_000 })
      .execute();
    fanTokens.push(token);
  }
  const cpu = async (calls: { url: string; token: string }[]) => {
    const c0 = process.cpuUsage();
    for (const c of calls) {
      const res = await app.inject({
        method: 'GET',
        url: c.url,
        headers: { authorization: `Bearer ${c.token}` },
      });
      if (res.statusCode !== 200) throw new Error(`${c.url}: ${res.statusCode}`);
    }
    // Batched counting (VIEW_FLUSH_MS): the batch's write is part of the cost, measured here too.
    await (app.ctx as { views?: { flush(): Promise<unknown> } }).views?.flush();
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / calls.length;
  };
  // Counting off: the same page with a view buffer that takes nothing (what the page costs without counting).
  const views = (app.ctx as unknown as { views: { add(v: unknown): Promise<boolean> } }).views;
  const countingAdd = views.add;
  const withCounting = async (on: boolean, calls: { url: string; token: string }[]) => {
    views.add = on ? countingAdd : async () => false;
    try {
      return await cpu(calls);
    } finally {
      views.add = countingAdd;
    }
  };
  const rounds: { owner: number; on: number; off: number; again: number }[] = [];
  // Short blocks side by side (100 calls each) so the machine's drift between blocks is small next to what
  // counting costs. Each round reads two projects new to the same 100 fans: one with counting, one without
  // (which goes first alternates), then the counted one again (same fans within 30 minutes: not counted).
  const GROUP = 100;
  const half = Math.floor(projects.length / 2);
  for (let p = 0; p < half; p++) {
    for (let g = 0; g < fanTokens.length; g += GROUP) {
      const group = fanTokens.slice(g, g + GROUP);
      const onUrl = `/api/app/project/${projects[p]}`;
      const offUrl = `/api/app/project/${projects[half + p]}`;
      const ownerCpu = await cpu(group.map(() => ({ url: onUrl, token: owner.token })));
      const first = rounds.length % 2 === 0;
      const a = await withCounting(
        first,
        group.map((token) => ({ url: first ? onUrl : offUrl, token })),
      );
      const b = await withCounting(
        !first,
        group.map((token) => ({ url: first ? offUrl : onUrl, token })),
      );
      const againCpu = await cpu(group.map((token) => ({ url: onUrl, token })));
      rounds.push({ owner: ownerCpu, on: first ? a : b, off: first ? b : a, again: againCpu });
    }
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const out = {
    label,
    owner: med(rounds.map((r) => r.owner)),
    on: med(rounds.map((r) => r.on)),
    off: med(rounds.map((r) => r.off)),
    again: med(rounds.map((r) => r.again)),
    ratio: med(rounds.map((r) => r.on / r.off)),
  };
  console.log(
    `| ${label} | owner's own view: ${out.owner.toFixed(0)} µs CPU/req | new fans, counted: ${out.on.toFixed(0)} µs | new fans, counting off: ${out.off.toFixed(0)} µs | the counted fans again (not counted): ${out.again.toFixed(0)} µs | counting on ÷ off ${out.ratio.toFixed(3)} | ${rounds.length} rounds of ${GROUP} calls each |`,
  );
  return out;
}
