import { describe, expect, it } from 'vitest';
import { registerUser, useTestApp } from '../../test/factories';
import { messagesChanged, writeMessages, type Publisher } from './notify';

/** A bus that records what it was told (the database underneath is real). */
function recorder() {
  const told: number[][] = [];
  const live: Publisher = { publish: (ids) => void told.push([...ids]) };
  return { live, told };
}

const row = (to: number, text: string) => ({
  to_user_id: to,
  kind: 'system',
  title: 't',
  text,
  created_at: Date.now(),
});

describe('notify (modules/notify)', () => {
  const t = useTestApp();
  const inbox = (to: number) =>
    t.app.ctx.db.selectFrom('messages').select('text').where('to_user_id', '=', to).execute();

  it('a message written in a rolled-back transaction is neither kept nor published', async () => {
    const u = await registerUser(t.app);
    const { live, told } = recorder();
    await expect(
      t.app.ctx.db.transaction().execute(async (trx) => {
        await writeMessages(live, trx, [row(u.uid, 'gone')]);
        throw new Error('the comment failed');
      }),
    ).rejects.toThrow('the comment failed');
    expect(await inbox(u.uid)).toEqual([]);
    expect(told).toEqual([]);
  });

  it('a committed transaction publishes its recipients once, after the commit', async () => {
    const [a, b] = [await registerUser(t.app), await registerUser(t.app)];
    const { live, told } = recorder();
    await t.app.ctx.db.transaction().execute(async (trx) => {
      await writeMessages(live, trx, [row(a.uid, 'one'), row(b.uid, 'two')]);
      await writeMessages(live, trx, [row(a.uid, 'three')]);
      expect(told).toEqual([]); // nobody may count rows another instance cannot see yet
    });
    expect(told.flat().sort()).toEqual([a.uid, a.uid, b.uid].sort());
    expect((await inbox(a.uid)).map((m) => m.text).sort()).toEqual(['one', 'three']);
  });

  it('outside a transaction each write publishes at once; an empty change publishes nothing', async () => {
    const u = await registerUser(t.app);
    const { live, told } = recorder();
    await writeMessages(live, t.app.ctx.db, [row(u.uid, 'now')]);
    expect(told).toEqual([[u.uid]]);
    await messagesChanged(live, t.app.ctx.db, []);
    expect(told).toEqual([[u.uid]]);
  });

  it('more rows than one insert takes: all written, each recipient published once', async () => {
    const u = await registerUser(t.app);
    const { live, told } = recorder();
    await writeMessages(
      live,
      t.app.ctx.db,
      Array.from({ length: 1201 }, (_, i) => row(u.uid, `m${i}`)),
    );
    expect(await inbox(u.uid)).toHaveLength(1201);
    expect(told).toEqual([[u.uid]]);
  });
});
