import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { PG_URL } from '../../test/build-test-app';
import type { LiveBus } from './live-bus';
import { createPgBus } from './pg-bus';

// PostgreSQL only (*.pg.test.ts): the live bus's LISTEN/NOTIFY between two instances' connections.
describe('the PostgreSQL live bus', () => {
  const open: LiveBus[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((b) => b.close()));
  });
  const bus = async (channel: string) => {
    const b = await createPgBus(PG_URL, channel, (msg, err) => {
      throw new Error(`${msg}: ${String(err)}`);
    });
    open.push(b);
    return b;
  };

  it('delivers a burst of signals from one instance to another in the order sent, chunked ids included', async () => {
    const channel = `vsqx_live_test_${process.pid}`;
    const [sender, receiver] = [await bus(channel), await bus(channel)];
    const got: number[][] = [];
    receiver.subscribe((ids) => got.push([...(ids ?? [])]));
    const many = Array.from({ length: 3000 }, (_, i) => 100000 + i); // > 7000 bytes: several NOTIFYs
    // pg 8 queues a query sent while its client is busy, with a deprecation warning; pg 9 will not: the bus
    // sends one at a time. Watched by wrapping pg's own query method (the database is real).
    const query = pg.Client.prototype.query;
    const inFlight = new Map<pg.Client, number>();
    let most = 0;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const n = (inFlight.get(this) ?? 0) + 1;
      inFlight.set(this, n);
      most = Math.max(most, n);
      const done = () => inFlight.set(this, inFlight.get(this)! - 1);
      const r = (query as (...a: unknown[]) => unknown).apply(this, args);
      if (r instanceof Promise) void r.then(done, done);
      return r;
    } as typeof query;
    try {
      for (let i = 1; i <= 40; i++) sender.publish([i]);
      sender.publish(many);
      // close() returns once every signal is out (the admin command exits right after).
      await sender.close();
    } finally {
      pg.Client.prototype.query = query;
    }
    expect(most).toBe(1);
    await expect.poll(() => got.flat().length, { timeout: 5000 }).toBe(40 + many.length);
    expect(got.slice(0, 40)).toEqual(Array.from({ length: 40 }, (_, i) => [i + 1]));
    expect(got.length).toBeGreaterThan(41);
    expect(got.slice(40).flat()).toEqual(many);
  });
});
