/** Tables of licences 2.0 and credits (issue 23, migration 0040). */
import type { Generated } from 'kysely';
import type { Millis } from './account-tables';

/** One message of the conversation on a licence request (migration 0040). */
export interface LicenceThreadTable {
  id: Generated<number>;
  request_id: number;
  user_id: number;
  text: string;
  created_at: Millis;
}

/** A work a licensee made under an allowed request (migration 0040). */
export interface LicenceWorksTable {
  id: Generated<number>;
  request_id: number;
  project_type: string;
  project_id: number;
  user_id: number;
  link: string;
  created_at: Millis;
}

/** A project's auto-allow rule (migration 0040); no row = 'none'. */
export interface LicenceSettingsTable {
  project_type: string;
  project_id: number;
  auto_allow: string; // 'none' | 'noncommercial'
}

/** One credit line of a project (migration 0040). status: 'pending' | 'accepted' | 'declined' ('accepted' for names without an account). */
export interface ProjectCreditsTable {
  id: Generated<number>;
  project_type: string;
  project_id: number;
  position: number;
  role: string;
  user_id: number | null;
  name: Generated<string>;
  source_project_id: number | null;
  status: string;
  created_at: Millis;
}
