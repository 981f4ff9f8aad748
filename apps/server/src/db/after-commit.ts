import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';
import type { DB } from './types';

/**
 * "Do this once the caller's transaction has committed": the live signal of a message written in it
 * (modules/notify), the runner's timer for a job queued in it (modules/jobs). Kysely's transactions have no
 * such hook, so the driver keeps, per connection, what its open transaction asked for: a commit runs it, a
 * rollback drops it. Outside a transaction the statement has already committed, so it runs at once.
 */
export async function afterCommit(db: DB, fn: () => void): Promise<void> {
  // Only the connection's outermost transaction commits; Kysely has no nested transaction() to mislead this.
  if (!db.isTransaction) return fn();
  await db.getExecutor().provideConnection(async (c) => {
    if (!(c instanceof HookedConnection))
      throw new Error('afterCommit: the database was not opened by createDatabase');
    c.onCommit.push(fn);
  });
}

class HookedConnection implements DatabaseConnection {
  onCommit: (() => void)[] = [];
  constructor(readonly inner: DatabaseConnection) {}
  executeQuery: DatabaseConnection['executeQuery'] = (q) => this.inner.executeQuery(q);
  streamQuery: DatabaseConnection['streamQuery'] = (q, chunkSize) => this.inner.streamQuery(q, chunkSize);
}

const un = (c: DatabaseConnection) => (c instanceof HookedConnection ? c.inner : c);

class HookedDriver implements Driver {
  private wrappers = new WeakMap<DatabaseConnection, HookedConnection>();
  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];
  constructor(private inner: Driver) {
    const d = inner;
    if (d.savepoint) this.savepoint = (c, name, compile) => d.savepoint!(un(c), name, compile);
    if (d.rollbackToSavepoint)
      this.rollbackToSavepoint = (c, name, compile) => d.rollbackToSavepoint!(un(c), name, compile);
    if (d.releaseSavepoint)
      this.releaseSavepoint = (c, name, compile) => d.releaseSavepoint!(un(c), name, compile);
  }
  init = () => this.inner.init();
  async acquireConnection(): Promise<DatabaseConnection> {
    const c = await this.inner.acquireConnection();
    let w = this.wrappers.get(c);
    if (!w) this.wrappers.set(c, (w = new HookedConnection(c)));
    return w;
  }
  async beginTransaction(c: DatabaseConnection, settings: TransactionSettings) {
    (c as HookedConnection).onCommit = [];
    await this.inner.beginTransaction(un(c), settings);
  }
  async commitTransaction(c: DatabaseConnection) {
    const w = c as HookedConnection;
    const hooks = w.onCommit;
    w.onCommit = [];
    await this.inner.commitTransaction(un(c));
    // Past the commit a throw would make Kysely roll back a committed transaction and fail the caller.
    for (const fn of hooks)
      try {
        fn();
      } catch {
        // a hook's own failure (it logs what matters) does not undo the write
      }
  }
  async rollbackTransaction(c: DatabaseConnection) {
    (c as HookedConnection).onCommit = [];
    await this.inner.rollbackTransaction(un(c));
  }
  releaseConnection = (c: DatabaseConnection) => this.inner.releaseConnection(un(c));
  destroy = () => this.inner.destroy();
}

/** The dialect whose transactions run `afterCommit` hooks (createDatabase wraps both databases' dialects). */
export function withCommitHooks(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new HookedDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
