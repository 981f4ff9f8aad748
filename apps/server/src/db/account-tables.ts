import type { Generated } from 'kysely';

/** Times are epoch milliseconds (bigint in PostgreSQL, parsed back to number). */
export type Millis = number;

// Accounts: who a user is, how they sign in, and what guards their sign-in.

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  is_manager: Generated<number>;
  disabled: Generated<number>;
  avatar_exist: Generated<number>;
  avatar_version: Generated<number>;
  gender: Generated<number>;
  b_uid: Generated<string>;
  p_website: Generated<string>;
  p_desc: Generated<string>;
  agreement: Generated<number>;
  default_upload_desc: Generated<string>;
  vcourse_score: Generated<number>;
  checkin_score: Generated<number>;
  last_checkin_day: string | null;
  created_at: Millis;
  /** Lower-cased; null until the user gives one (migration 0017). */
  email: string | null;
  /** When the current address was verified; null while it is not. */
  email_verified_at: Millis | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Millis;
  expires_at: Millis;
}

/** Mailed single-use links (migration 0017): only the token's SHA-256 is kept. */
export interface EmailTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'verify_email' | 'password_reset';
  token_hash: string;
  email: string | null;
  created_at: Millis;
  expires_at: Millis;
  used_at: Millis | null;
}

/** Failed logins per account name (migration 0019): the growing delay that holds across instances. */
export interface LoginFailuresTable {
  username: string;
  failures: number;
  /** Epoch ms before which this name's logins are refused with 429. */
  locked_until: number;
  updated_at: number;
}
