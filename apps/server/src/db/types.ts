import type { Kysely } from 'kysely';
import type { Database } from './tables';

// The database's type and dialect, apart from db/database.ts (which imports every migration): migrations and
// the db helpers import these without making an import cycle through createDatabase.

export type Dialect = 'sqlite' | 'postgres';
export type DB = Kysely<Database>;
