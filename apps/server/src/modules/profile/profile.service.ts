import type { FastifyRequest } from 'fastify';
import {
  avatarFileName,
  LIMITS,
  type AvatarState,
  type FeedbackInfo,
  type MeData,
  type ProfileForm,
  type UserProfile,
} from '@vsqx/domain';
import type { AppContext, AuthUser } from '../../lib/context';
import { invalid, notFound } from '../../lib/errors';
import { reencodeImage } from '../../lib/images';
import { stageSingleFile } from '../../lib/multipart';
import { fileKeys } from '../../files/file-store';
import { createProfileRepository } from './profile.repository';

/** What the avatar upload accepts by name; the content is decided by decoding, not by the name. */
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif', 'tif', 'tiff'] as const;

/** The feedback page's picture, shipped with the web app. */
const FEEDBACK_IMAGE = '/feedback-contact.svg';

export function createProfileService(ctx: AppContext) {
  const repo = createProfileRepository(ctx.db);

  async function requireUser(userId: number) {
    const row = await repo.findUser(userId);
    if (!row) throw notFound();
    return row;
  }

  return {
    async profile(userId: number): Promise<UserProfile> {
      const u = await requireUser(userId);
      return {
        nickname: u.username,
        gender: u.gender,
        b_uid: u.b_uid,
        agreement: u.agreement,
        p_desc: u.p_desc,
        p_website: u.p_website,
        default_uploadProject_desc: u.default_upload_desc,
      };
    },

    /** Every field but the nickname, which only mirrors the username and cannot change here. */
    async changeProfile(user: AuthUser, form: ProfileForm) {
      if (form.nickname !== user.username) throw invalid('nicknameReadOnly');
      const { nickname: _unchanged, ...fields } = form;
      await repo.updateProfile(user.id, fields);
    },

    async me(userId: number): Promise<MeData> {
      const u = await requireUser(userId);
      return {
        uid: u.id,
        username: u.username,
        isAdmin: u.is_manager === 1,
        avatar_exist: u.avatar_exist,
        avatar_version: u.avatar_version,
      };
    },

    /**
     * Streams the upload to staging (size cut off while streaming), decodes and re-encodes it to a
     * 252x252 JPEG without metadata, and keeps only that re-encoded file staged until `avatar_submit`.
     */
    async uploadAvatar(userId: number, req: FastifyRequest) {
      const upload = await stageSingleFile(req, ctx.files, {
        maxBytes: LIMITS.imageMaxBytes,
        extensions: IMAGE_EXTENSIONS,
        extensionMessage: 'imageOnly',
        tooLargeMessage: 'imageTooLarge',
      });
      let jpeg: Buffer;
      try {
        jpeg = await reencodeImage(
          await ctx.files.readStaged(upload.stagedKey, LIMITS.imageMaxBytes),
          LIMITS.avatar,
        );
      } finally {
        await ctx.files.discard(upload.stagedKey);
      }
      const staged = await ctx.files.stageBuffer(jpeg);
      const replaced = await repo.replaceStagedAvatar(
        userId,
        staged.stagedKey,
        staged.size,
        upload.filename || avatarFileName(userId),
        Date.now(),
      );
      await Promise.all(replaced.map((key) => ctx.files.discard(key)));
    },

    /** Makes the staged avatar live (atomic rename), then publishes avatar_exist and a new version. */
    async submitAvatar(userId: number): Promise<AvatarState> {
      const staged = await repo.findStagedAvatar(userId);
      if (!staged) throw invalid('avatarMissing');
      try {
        await ctx.files.commit(staged.staged_key, fileKeys.avatar(userId));
      } catch {
        // The staged file is gone (swept after a day, or a concurrent submit already moved it).
        await repo.deleteStaged(staged.id);
        throw invalid('avatarMissing');
      }
      const state = await repo.markAvatarLive(userId, staged.id);
      return { avatar_exist: state.avatar_exist, avatar_version: state.avatar_version };
    },

    feedbackInfo(): FeedbackInfo {
      return { group: ctx.config.feedback.group, email: ctx.config.feedback.email, image: FEEDBACK_IMAGE };
    },
  };
}
