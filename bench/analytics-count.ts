/**
 * What counting a view costs the project page (issue 24), in CPU per request. Runs against this tree, or,
 * with BENCH_BASE_TREE=<a copy of another commit's apps/server and packages>, against that tree too, both
 * in alternating rounds in one process run each. Reproduce: `flock /tmp/bench.lock npx tsx bench/analytics-count.ts`.
 */
import type { FastifyInstance } from 'fastify';

const FANS = 400;

/**
 * The page of 5 projects read by their owner (not counted on this tree) and by 400 logged-in fans, each
 * call a new (fan, project) pair, so every one is counted. Both carry a session; only the counting differs.
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
  const rounds: { owner: number; fans: number; again: number }[] = [];
  // Short blocks side by side (100 calls each: the owner, 100 new fans, the same 100 again) so the machine's
  // drift between blocks is small next to what counting costs: 20 rounds over 5 projects and 4 groups of fans.
  const GROUP = 100;
  for (const id of projects) {
    for (let g = 0; g < fanTokens.length; g += GROUP) {
      const group = fanTokens.slice(g, g + GROUP);
      const url = `/api/app/project/${id}`;
      const ownerCpu = await cpu(group.map(() => ({ url, token: owner.token })));
      const fansCpu = await cpu(group.map((token) => ({ url, token })));
      // The same fans at once again: the same sessions, reads and answer, but within 30 minutes, so not counted.
      const againCpu = await cpu(group.map((token) => ({ url, token })));
      rounds.push({ owner: ownerCpu, fans: fansCpu, again: againCpu });
    }
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const out = {
    label,
    owner: med(rounds.map((r) => r.owner)),
    fans: med(rounds.map((r) => r.fans)),
    again: med(rounds.map((r) => r.again)),
  };
  const ratio = med(rounds.map((r) => r.fans / r.again));
  console.log(
    `| ${label} | owner's own view: ${out.owner.toFixed(0)} µs CPU/req | a new fan each call (counted): ${out.fans.toFixed(0)} µs CPU/req | the same fans again (not counted): ${out.again.toFixed(0)} µs CPU/req | counted ÷ not counted ${ratio.toFixed(2)} | ${rounds.length} rounds of ${GROUP} calls each |`,
  );
  return out;
}
