import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startInstancePair, type InstancePair } from '../test/instance-pair';
import { openSse, type SseStream } from '../test/sse-client';

/*
 * Issue 24 "Live messages" across instances: two real server processes on one PostgreSQL schema. A message
 * written through instance A reaches an event stream open on instance B within a second, through PostgreSQL
 * LISTEN/NOTIFY (no REDIS_URL) and through Redis pub/sub (REDIS_URL, the real Redis at 127.0.0.1:6379).
 * Runs in the PostgreSQL project only.
 */
for (const variant of ['postgres', 'redis'] as const) {
  describe(`live messages across two instances (${variant} bus)`, () => {
    let pair: InstancePair;
    const streams: SseStream[] = [];
    beforeAll(async () => {
      pair = await startInstancePair(variant === 'postgres' ? { REDIS_URL: '' } : {});
    }, 200_000);
    afterAll(async () => {
      for (const s of streams) s.close();
      await pair?.stop();
    });

    const register = async (base: string) => {
      const username = `lv${randomBytes(4).toString('hex')}`;
      const res = await call(base, 'POST', '/api/auth/register', { username, password: 'secret123' });
      return { username, token: String(res.json!.data!.token), uid: Number(res.json!.data!.uid) };
    };
    const unread = async (s: SseStream) => JSON.parse((await s.next('unread', 1000)).data);

    it('an @ posted through A reaches a stream on B within a second; a bystander on B gets nothing', async () => {
      const [a, b] = pair.bases;
      const author = await register(a);
      const fan = await register(a);
      const bystander = await register(b);
      // The ticket is issued by A and opens the stream on B: tickets live in the shared database.
      const ticket = String(
        (await call(a, 'POST', '/api/user/events_ticket', undefined, author.token)).json!.data!.ticket,
      );
      const onB = await openSse(`${b}/api/user/events?ticket=${encodeURIComponent(ticket)}`);
      const other = await openSse(`${b}/api/user/events`, { authorization: `Bearer ${bystander.token}` });
      streams.push(onB, other);
      expect(onB.status).toBe(200);
      expect(await unread(onB)).toEqual({ comment: 0, at: 0, apply: 0, system: 0 });
      await unread(other);

      const at = Date.now();
      expect(
        (await call(a, 'POST', '/api/app/square', { text: `@${author.username} 新歌发布了` }, fan.token))
          .status,
      ).toBe(200);
      expect(await unread(onB)).toEqual({ comment: 0, at: 1, apply: 0, system: 0 });
      expect(Date.now() - at).toBeLessThan(1000);

      // Marking read on A lowers the badge on B as well.
      await call(a, 'GET', '/api/user/already_read_all_comment_msg/2', undefined, author.token);
      expect(await unread(onB)).toEqual({ comment: 0, at: 0, apply: 0, system: 0 });
      expect(await other.quiet(300)).toBe(true);
    });

    it('a system message from the admin command (a third process) reaches streams on both instances', async () => {
      const [a, b] = pair.bases;
      const u = await register(a);
      const s1 = await openSse(`${a}/api/user/events`, { authorization: `Bearer ${u.token}` });
      const s2 = await openSse(`${b}/api/user/events`, { authorization: `Bearer ${u.token}` });
      streams.push(s1, s2);
      await unread(s1);
      await unread(s2);
      await pair.admin('system-message', u.username, '维护通知', '今晚维护');
      expect(await unread(s1)).toMatchObject({ system: 1 });
      expect(await unread(s2)).toMatchObject({ system: 1 });
    });
  });
}
