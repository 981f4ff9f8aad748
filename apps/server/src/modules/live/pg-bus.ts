import pg from 'pg';
import { decodeIds, encodeIds, listenerSet, type BusLog, type LiveBus } from './live-bus';

const RECONNECT_MS = 1000;

/**
 * PostgreSQL LISTEN/NOTIFY on one dedicated connection per instance (the pool's connections are shared and
 * would drop a LISTEN when returned). NOTIFY goes through the same connection. When the connection breaks it
 * is opened again every second; once back, every open stream is recounted (`null`), since signals sent
 * meanwhile are lost.
 */
export async function createPgBus(url: string, channel: string, log: BusLog): Promise<LiveBus> {
  const listeners = listenerSet();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** The last NOTIFY sent: each waits for the one before (pg 9 drops a client's own queue of queries). */
  let sending: Promise<unknown> = Promise.resolve();

  async function connect(first: boolean): Promise<void> {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload) listeners.emit(decodeIds(n.payload));
    });
    c.on('error', (err) => log('live bus: PostgreSQL connection lost', err));
    c.on('end', () => {
      if (client === c) client = undefined;
      if (!closed) retry = setTimeout(() => void connect(false).catch(() => {}), RECONNECT_MS);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      await c.end().catch(() => {});
      if (first) throw err;
      return;
    }
    client = c;
    if (!first) listeners.emit(null);
  }

  await connect(true);
  return {
    kind: 'postgres',
    publish(ids) {
      const c = client;
      if (!c) return log('live bus: PostgreSQL down, signal dropped (the web polls meanwhile)');
      for (const payload of encodeIds(ids))
        sending = sending
          .then(() => c.query('select pg_notify($1, $2)', [channel, payload]))
          .catch((err) => log('live bus: NOTIFY failed', err));
    },
    subscribe: listeners.add,
    async close() {
      closed = true;
      clearTimeout(retry);
      await sending; // a short-lived process (the admin command) exits only once its signals are out
      await client?.end().catch(() => {});
    },
  };
}
