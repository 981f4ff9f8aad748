import { z } from 'zod';

/**
 * `GET /api/user/storage` (beyond DESIGN, an addition to §8 "Versions": "versions count in the owner's
 * storage"): what the caller's project files take on the server. Every version's file counts, each distinct
 * file once: identical bytes of one owner are stored once (content-addressed), and a restore names the old
 * file again without copying it. Covers and demo mp3s are one replaceable file per project, not counted.
 */
export const userStorageSchema = z.object({
  /** Bytes of every distinct stored file of every version of my vsqx and MIDI projects. */
  bytes: z.number().int().min(0),
  /** Distinct stored files behind those versions. */
  files: z.number().int().min(0),
  /** vsqx projects that hold a stored file. */
  projects: z.number().int().min(0),
  /** MIDI projects that hold a stored file. */
  midi: z.number().int().min(0),
  /** Every version of both kinds, each project's current one included. */
  versions: z.number().int().min(0),
  /** Versions that are not their project's current one (`versions - projects - midi`): the history kept. */
  earlier_versions: z.number().int().min(0),
});
export type UserStorage = z.infer<typeof userStorageSchema>;
