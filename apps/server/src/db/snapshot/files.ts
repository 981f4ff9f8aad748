import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server/sql: the committed SQL snapshots. */
export const SNAPSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../sql');
