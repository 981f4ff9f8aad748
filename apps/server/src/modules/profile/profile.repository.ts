import type { ProfileForm } from '@vsqx/domain';
import type { DB } from '../../db/database';

/** Staged avatars live in `staged_uploads` under one slot per user, until `avatar_submit`. */
const AVATAR_ROLE = 'avatar';
const avatarSlot = (userId: number) => `avatar-${userId}`;

export function createProfileRepository(db: DB) {
  return {
    findUser: (userId: number) =>
      db
        .selectFrom('users')
        .select([
          'id',
          'username',
          'is_manager',
          'gender',
          'b_uid',
          'agreement',
          'p_desc',
          'p_website',
          'default_upload_desc',
          'avatar_exist',
          'avatar_version',
        ])
        .where('id', '=', userId)
        .executeTakeFirst(),

    /** The nickname is the username and is never written here (spec §5: read-only). */
    updateProfile: (userId: number, p: Omit<ProfileForm, 'nickname'>) =>
      db
        .updateTable('users')
        .set({
          gender: p.gender,
          b_uid: p.b_uid,
          agreement: p.agreement,
          p_desc: p.p_desc,
          p_website: p.p_website,
          default_upload_desc: p.default_uploadProject_desc,
        })
        .where('id', '=', userId)
        .execute(),

    /** Records a new staged avatar and answers the staged keys it replaces (their files are discarded by the caller). */
    replaceStagedAvatar: (
      userId: number,
      stagedKey: string,
      size: number,
      originalName: string,
      now: number,
    ) =>
      db.transaction().execute(async (trx) => {
        const previous = await trx
          .selectFrom('staged_uploads')
          .select('staged_key')
          .where('slot_uid', '=', avatarSlot(userId))
          .where('role', '=', AVATAR_ROLE)
          .execute();
        await trx
          .deleteFrom('staged_uploads')
          .where('slot_uid', '=', avatarSlot(userId))
          .where('role', '=', AVATAR_ROLE)
          .execute();
        await trx
          .insertInto('staged_uploads')
          .values({
            slot_uid: avatarSlot(userId),
            user_id: userId,
            role: AVATAR_ROLE,
            staged_key: stagedKey,
            original_name: originalName.slice(0, 255),
            size,
            created_at: now,
          })
          .execute();
        return previous.map((r) => r.staged_key);
      }),

    findStagedAvatar: (userId: number) =>
      db
        .selectFrom('staged_uploads')
        .select(['id', 'staged_key'])
        .where('slot_uid', '=', avatarSlot(userId))
        .where('role', '=', AVATAR_ROLE)
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .executeTakeFirst(),

    deleteStaged: (id: number) => db.deleteFrom('staged_uploads').where('id', '=', id).execute(),

    /** After the file is live: forget the staged row and publish the flags, in one transaction. */
    markAvatarLive: (userId: number, stagedId: number) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('staged_uploads').where('id', '=', stagedId).execute();
        await trx
          .updateTable('users')
          .set((eb) => ({ avatar_exist: 1, avatar_version: eb('avatar_version', '+', 1) }))
          .where('id', '=', userId)
          .execute();
        return trx
          .selectFrom('users')
          .select(['avatar_exist', 'avatar_version'])
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
      }),
  };
}
