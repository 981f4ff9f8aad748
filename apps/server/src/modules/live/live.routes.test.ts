import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCommands } from '../../admin/commands';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, buildProject, registerUser, type TestUser } from '../../test/factories';
import { openSse, type SseStream } from '../../test/sse-client';
import { STREAMS_PER_USER } from './live-hub';

/** DESIGN §8 "Live messages" through a listening server (an event stream never ends, so not through inject). */
describe('live message stream', () => {
  let t: TestApp;
  let base: string;
  const open: SseStream[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await t.close();
  });

  const stream = async (query = '', headers: Record<string, string> = {}) => {
    const s = await openSse(`${base}/api/user/events${query}`, headers);
    open.push(s);
    return s;
  };
  const bearer = (u: TestUser) => stream('', { authorization: `Bearer ${u.token}` });
  const ticketOf = async (u: TestUser) =>
    (await as(t.app, u).post('/api/user/events_ticket')).json().data.ticket as string;
  const counts = async (s: SseStream, ms = 1000) => JSON.parse((await s.next('unread', ms)).data);

  it('401 without a token, with a bad token, or with an unknown, used or expired ticket', async () => {
    expect((await stream()).status).toBe(401);
    expect((await stream('', { authorization: 'Bearer nope' })).status).toBe(401);
    expect((await stream('?ticket=nope')).status).toBe(401);
    expect((await as(t.app, null).post('/api/user/events_ticket')).statusCode).toBe(401);

    const u = await registerUser(t.app);
    const ticket = await ticketOf(u);
    const first = await stream(`?ticket=${encodeURIComponent(ticket)}`);
    expect(first.status).toBe(200);
    expect((await stream(`?ticket=${encodeURIComponent(ticket)}`)).status).toBe(401); // single use

    const old = await ticketOf(u);
    await t.app.ctx.db
      .updateTable('live_tickets')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', u.uid)
      .execute();
    expect((await stream(`?ticket=${encodeURIComponent(old)}`)).status).toBe(401);

    const off = await registerUser(t.app);
    const offTicket = await ticketOf(off);
    await t.app.ctx.db.updateTable('users').set({ disabled: 1 }).where('id', '=', off.uid).execute();
    expect((await stream(`?ticket=${encodeURIComponent(offTicket)}`)).status).toBe(401);
  });

  it('sends the unread counts at connect (Bearer or ticket), as event-stream', async () => {
    const u = await registerUser(t.app);
    const viaHeader = await bearer(u);
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.contentType).toMatch(/^text\/event-stream/);
    expect(await counts(viaHeader)).toEqual({ comment: 0, at: 0, apply: 0, system: 0 });
    const viaTicket = await stream(`?ticket=${encodeURIComponent(await ticketOf(u))}`);
    expect(await counts(viaTicket)).toEqual({ comment: 0, at: 0, apply: 0, system: 0 });
    // Same shape and figures as the unread call.
    expect((await as(t.app, u).get('/api/user/unread_msg_count')).json().data).toEqual({
      comment: 0,
      at: 0,
      apply: 0,
      system: 0,
    });
  });

  it('a reply, an @, a licence notice and a system message each reach the stream within a second; other users see nothing', async () => {
    const author = await registerUser(t.app);
    const fan = await registerUser(t.app);
    const bystander = await registerUser(t.app);
    const project = (await buildProject(t.app, { owner: author.uid, music_name: '千年之约' })).music_id;
    const mine = await bearer(author);
    const theirs = await bearer(bystander);
    await counts(mine);
    await counts(theirs);

    let at = Date.now();
    expect(
      (await as(t.app, fan).post('/api/app/comment', { scene: 1, project_id: project, text: '好听' }))
        .statusCode,
    ).toBe(200);
    expect(await counts(mine)).toEqual({ comment: 1, at: 0, apply: 0, system: 0 });
    expect(Date.now() - at).toBeLessThan(1000);

    at = Date.now();
    await as(t.app, fan).post('/api/app/comment', {
      scene: 1,
      project_id: project,
      text: `@${author.username} 看这里`,
    });
    // The comment is a reply and a mention in one transaction: one or two events, ending at both counted.
    let c = await counts(mine);
    if (c.at === 0) c = await counts(mine);
    expect(c).toEqual({ comment: 2, at: 1, apply: 0, system: 0 });
    expect(Date.now() - at).toBeLessThan(1000);

    at = Date.now();
    expect(
      (
        await as(t.app, fan).post('/api/app/apply', {
          project_type: 'v',
          project_id: project,
          apply_text: '想翻唱',
        })
      ).statusCode,
    ).toBe(200);
    expect(await counts(mine)).toMatchObject({ apply: 1 });
    expect(Date.now() - at).toBeLessThan(1000);

    at = Date.now();
    await adminCommands['system-message'].run(
      { db: t.app.ctx.db, dialect: t.app.ctx.dialect, config: t.config, live: t.app.ctx.live },
      [author.username, '维护', '今晚维护'],
    );
    expect(await counts(mine)).toEqual({ comment: 2, at: 1, apply: 1, system: 1 });
    expect(Date.now() - at).toBeLessThan(1000);

    // Reading is a change too: the badge falls on every open tab.
    expect((await as(t.app, author).get('/api/user/already_read_all_comment_msg/1')).json().data).toEqual({
      updated: 2,
    });
    expect(await counts(mine)).toEqual({ comment: 0, at: 1, apply: 1, system: 1 });

    // The bystander's stream never carried any of it.
    expect(await theirs.quiet(300)).toBe(true);
  });

  it('a transaction that fails sends nothing', async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    const s = await bearer(u);
    await counts(s);
    // A comment on an item that does not exist: 404, nothing written, no event.
    expect(
      (
        await as(t.app, other).post('/api/app/comment', {
          scene: 1,
          project_id: 999999,
          text: `@${u.username}`,
        })
      ).statusCode,
    ).toBe(404);
    expect(await s.quiet(300)).toBe(true);
  });

  it(`caps one user at ${STREAMS_PER_USER} streams per instance (429), and a closed stream frees its place`, async () => {
    const u = await registerUser(t.app);
    const streams: SseStream[] = [];
    for (let i = 0; i < STREAMS_PER_USER; i++) streams.push(await bearer(u));
    expect(streams.every((s) => s.status === 200)).toBe(true);
    const over = await bearer(u);
    expect(over.status).toBe(429);
    streams[0].close();
    let again: SseStream | undefined;
    for (let i = 0; i < 20 && again?.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
      again = await bearer(u);
    }
    expect(again?.status).toBe(200);
  });
});
