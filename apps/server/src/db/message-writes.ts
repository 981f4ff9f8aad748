import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect as KyselyDialect,
  Driver,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * Who got a message, or had one marked read, seen where every write passes: the database driver
 * (DESIGN §8 "Live messages"). Every feature writes `messages` in its own transaction (a comment and its reply
 * notice, a version and its fans' notices, the admin command); watching the driver catches them all, and
 * reports a transaction's recipients only once it has committed, so the counts an instance then reads
 * include the new rows. Rolled-back transactions report nothing.
 */
export type MessageWriteSink = (userIds: number[]) => void;

type Node = { kind?: string } & Record<string, unknown>;

const TABLE = 'messages';
const COLUMN = 'to_user_id';

function tableName(node: unknown): string | undefined {
  // TableNode { table: SchemableIdentifierNode { identifier: IdentifierNode { name } } }
  const t = node as { kind?: string; table?: { identifier?: { name?: string } } } | undefined;
  return t?.kind === 'TableNode' ? t.table?.identifier?.name : undefined;
}

const columnName = (node: unknown) => {
  const n = node as { kind?: string; column?: { column?: { name?: string } }; name?: string } | undefined;
  if (n?.kind === 'ReferenceNode') return n.column?.column?.name;
  if (n?.kind === 'ColumnNode') return (n as { column?: { name?: string } }).column?.name;
  return undefined;
};

/** `to_user_id = <value>` anywhere in a WHERE tree (an update or delete of one user's messages). */
function recipientsInWhere(node: unknown, out: Set<number>) {
  if (!node || typeof node !== 'object') return;
  const n = node as Node;
  if (n.kind === 'BinaryOperationNode') {
    const right = n.rightOperand as { kind?: string; value?: unknown } | undefined;
    const op = (n.operator as { operator?: string } | undefined)?.operator;
    if (op === '=' && columnName(n.leftOperand) === COLUMN && right?.kind === 'ValueNode')
      addId(out, right.value);
  }
  for (const v of Object.values(n)) if (v && typeof v === 'object') recipientsInWhere(v, out);
}

function addId(out: Set<number>, v: unknown) {
  const id = Number(v);
  if (Number.isSafeInteger(id) && id > 0) out.add(id);
}

/** The recipients a compiled query writes to, or none when it does not write `messages`. */
export function messageRecipients(q: CompiledQuery): number[] {
  const node = q.query as unknown as Node;
  const out = new Set<number>();
  if (node.kind === 'InsertQueryNode' && tableName(node.into) === TABLE) {
    const cols =
      (node.columns as { column?: { name?: string } }[] | undefined)?.map((c) => c.column?.name) ?? [];
    const at = cols.indexOf(COLUMN);
    const rows =
      (node.values as { values?: { kind?: string; values?: unknown[] }[] } | undefined)?.values ?? [];
    for (const row of rows) {
      const v = row.values?.[at];
      addId(out, row.kind === 'PrimitiveValueListNode' ? v : (v as { value?: unknown } | undefined)?.value);
    }
  } else if (
    (node.kind === 'UpdateQueryNode' && tableName(node.table) === TABLE) ||
    (node.kind === 'DeleteQueryNode' && fromTable(node) === TABLE)
  ) {
    recipientsInWhere(node.where, out);
  }
  return [...out];
}

const fromTable = (node: Node) => tableName((node.from as { froms?: unknown[] } | undefined)?.froms?.[0]);

class WatchedConnection implements DatabaseConnection {
  pending = new Set<number>();
  inTransaction = false;
  constructor(
    readonly inner: DatabaseConnection,
    private sink: () => MessageWriteSink | undefined,
  ) {}

  async executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(q);
    const ids = messageRecipients(q);
    if (ids.length) {
      if (this.inTransaction) for (const id of ids) this.pending.add(id);
      else this.sink()?.(ids);
    }
    return result;
  }

  streamQuery<R>(q: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(q, chunkSize);
  }
}

class WatchingDriver implements Driver {
  private wrappers = new WeakMap<DatabaseConnection, WatchedConnection>();
  constructor(
    private inner: Driver,
    private sink: () => MessageWriteSink | undefined,
  ) {
    const d = inner;
    if (d.savepoint) this.savepoint = (c, name, compile) => d.savepoint!(un(c), name, compile);
    if (d.rollbackToSavepoint)
      this.rollbackToSavepoint = (c, name, compile) => d.rollbackToSavepoint!(un(c), name, compile);
    if (d.releaseSavepoint)
      this.releaseSavepoint = (c, name, compile) => d.releaseSavepoint!(un(c), name, compile);
  }
  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];

  init = () => this.inner.init();
  async acquireConnection(): Promise<DatabaseConnection> {
    const c = await this.inner.acquireConnection();
    let w = this.wrappers.get(c);
    if (!w) this.wrappers.set(c, (w = new WatchedConnection(c, this.sink)));
    return w;
  }
  async beginTransaction(c: DatabaseConnection, settings: TransactionSettings) {
    await this.inner.beginTransaction(un(c), settings);
    (c as WatchedConnection).pending.clear();
    (c as WatchedConnection).inTransaction = true;
  }
  async commitTransaction(c: DatabaseConnection) {
    const w = c as WatchedConnection;
    try {
      await this.inner.commitTransaction(un(c));
    } finally {
      w.inTransaction = false;
    }
    const ids = [...w.pending];
    w.pending.clear();
    if (ids.length) this.sink()?.(ids);
  }
  async rollbackTransaction(c: DatabaseConnection) {
    const w = c as WatchedConnection;
    w.inTransaction = false;
    w.pending.clear();
    await this.inner.rollbackTransaction(un(c));
  }
  releaseConnection = (c: DatabaseConnection) => this.inner.releaseConnection(un(c));
  destroy = () => this.inner.destroy();
}

const un = (c: DatabaseConnection) => (c instanceof WatchedConnection ? c.inner : c);

/** The dialect with its driver watched; `sink` is read at each report, so the bus may be attached after the database opens. */
export function watchMessageWrites(
  dialect: KyselyDialect,
  sink: () => MessageWriteSink | undefined,
): KyselyDialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new WatchingDriver(dialect.createDriver(), sink),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
