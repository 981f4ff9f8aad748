import pg from 'pg';

/** What the prepared reads need of PostgreSQL: run a named statement, answer its rows. */
export interface PgReads {
  query<R>(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: R[] }>;
  end(): Promise<void>;
}

interface Connection {
  client: pg.Client;
  ready: Promise<unknown>;
  connected: boolean;
  /** Reads sent on it and not answered yet. */
  busy: number;
  /** Its socket holds this turn's writes until the event loop's check phase (one write for all of them). */
  corked: boolean;
  /** Takes it out of use and closes it. */
  drop(): void;
}

/** pg's socket (`Client.connection.stream`, not in its types). */
const socketOf = (client: pg.Client) =>
  (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;

/**
 * The prepared reads' connections (prepared-query.ts), each carrying many reads at once (pg's pipeline mode):
 * a read is written at once behind the ones still running, instead of waiting in a pool for an idle
 * connection, and the reads sent in one turn of the event loop leave in one socket write. A list call is one
 * small statement, and the socket work around it (a write, a read, a wake-up of a backend, per statement) cost
 * Node and PostgreSQL more than the statement did: the write to PostgreSQL alone was a quarter of the server's
 * CPU on a list call (docs/performance.md "PostgreSQL list calls, session 34"). Few connections with many reads
 * each share those writes, reads and wake-ups.
 *
 * A read goes to an idle connection, else opens one while fewer than `size` are open, else joins the one with
 * the fewest reads in flight. PostgreSQL runs a connection's reads one after another, so a slow read delays the
 * ones queued behind it on that connection; these are index walks of a page (milliseconds at worst), bounded
 * by `statement_timeout`. A read that fails (a bad value, the timeout) fails alone: each read ends with its own
 * Sync. A connection that breaks fails the reads on it and is replaced by the next read.
 */
export function pipelinedReads(config: pg.ClientConfig, size: number): PgReads {
  const open: (Connection | undefined)[] = new Array<Connection | undefined>(size).fill(undefined);
  let ended = false;

  const connect = (i: number): Connection => {
    const client = new pg.Client({ ...config, pipeline: true });
    const c: Connection = {
      client,
      ready: client.connect().then(() => (c.connected = true)),
      connected: false,
      busy: 0,
      corked: false,
      drop: () => {
        if (open[i] !== c) return;
        open[i] = undefined;
        // A connection that is going (terminated, reset) may not have said so yet: no read is sent on it again.
        client.end().catch(() => undefined);
      },
    };
    // Without a listener a lost connection would throw in the process; pg fails the reads in flight itself.
    client.on('error', c.drop);
    client.on('end', c.drop);
    c.ready.catch(c.drop);
    open[i] = c;
    return c;
  };

  const pick = (): Connection => {
    let least: Connection | undefined;
    let free = -1;
    for (let i = 0; i < size; i++) {
      const c = open[i];
      if (!c) {
        if (free < 0) free = i;
      } else if (c.busy === 0) return c;
      else if (!least || c.busy < least.busy) least = c;
    }
    return free >= 0 ? connect(free) : least!;
  };

  /** Holds the socket's writes until the check phase: the reads of every request handled this turn go in one write. */
  const batch = (c: Connection) => {
    if (c.corked) return;
    const socket = socketOf(c.client);
    socket.cork();
    c.corked = true;
    setImmediate(() => {
      c.corked = false;
      socket.uncork();
    });
  };

  const send = async <R>(c: Connection, q: { name: string; text: string; values: unknown[] }) => {
    if (!c.connected) await c.ready;
    else batch(c);
    return c.client.query<R & pg.QueryResultRow>(q);
  };

  return {
    async query<R>(q: { name: string; text: string; values: unknown[] }) {
      if (ended) throw new Error('pipelinedReads: ended');
      const c = pick();
      c.busy++;
      try {
        return await send<R>(c, q);
      } catch (err) {
        // A statement's own error (severity ERROR: a bad value, statement_timeout) leaves the session usable;
        // a FATAL one (the backend was terminated) or a socket's error does not.
        if (!(err instanceof pg.DatabaseError) || err.severity === 'FATAL' || err.severity === 'PANIC')
          c.drop();
        throw err;
      } finally {
        c.busy--;
      }
    },
    async end() {
      ended = true;
      const all = open.filter((c): c is Connection => !!c);
      open.fill(undefined);
      await Promise.all(all.map((c) => c.ready.then(() => c.client.end()).catch(() => undefined)));
    },
  };
}
