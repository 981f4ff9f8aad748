import type { Kysely, Transaction } from 'kysely';
import type { Database } from './tables';

// The database's type and dialect, apart from db/database.ts (which imports every migration): migrations and
// the db helpers import these without making an import cycle through createDatabase.

export type Dialect = 'sqlite' | 'postgres';
export type DB = Kysely<Database>;

/** A transaction, for services that pass one between repositories. */
export type Trx = Transaction<Database>;
