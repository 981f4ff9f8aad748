/** Tables of uploads: slots, staged files, unfinished resumable uploads (tus) and upload presets. */
import type { Generated } from 'kysely';
import type { Millis } from './account-tables';

/** An upload slot: the uid handed out before a project exists (DESIGN §5 new_*_uid) or of an existing one. */
export interface UploadSlotsTable {
  slot_uid: string;
  user_id: number;
  kind: string; // 'vsqx' | 'midi'
  created_at: Millis;
}

/** A staged file waiting for its form to be submitted; the live file changes only then. */
export interface StagedUploadsTable {
  id: Generated<number>;
  slot_uid: string;
  user_id: number;
  role: string; // 'project' | 'mp3' | 'cover' | 'midi'
  staged_key: string;
  original_name: string;
  size: number;
  meta_json: string | null;
  /** Hex SHA-256 computed while staging (migration 0026); null on older rows. */
  sha256: string | null;
  created_at: Millis;
}

/** An unfinished resumable upload (migration 0021); its bytes are in the tus data store. */
export interface TusUploadsTable {
  id: string;
  user_id: number;
  target: string; // TusTarget
  slot_uid: string;
  filename: string;
  size: number;
  created_at: Millis;
}

/** A creator's named set of upload-form fields (migration 0035). */
export interface UploadPresetsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The preset's fields as JSON (domain uploadPresetFieldsSchema). */
  fields: string;
  updated_at: Millis;
}
