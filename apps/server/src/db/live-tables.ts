/** Tables of the live message centre (issue 24, migration 0055). */
import type { Generated } from 'kysely';
import type { Millis } from './account-tables';

/** Single-use tickets of the live message stream (migration 0055), by SHA-256 of the ticket. */
export interface LiveTicketsTable {
  hash: string;
  user_id: number;
  expires_at: Millis;
}

/** Which message kinds pop a notification on the site (migration 0055); 1 on, 0 off. */
export interface MessageSettingsTable {
  user_id: number;
  comment: Generated<number>;
  at: Generated<number>;
  apply: Generated<number>;
  system: Generated<number>;
}
