import { z } from 'zod';
import { hasDangerousScheme } from '../common/links';
import { LIMITS } from '../common/limits';
import { USERNAME_PATTERN } from '../auth/schemas';

/**
 * The profile form of spec §5 "Profile". The server validates `change_user_info` with `profileFormSchema`;
 * the web builds one antd rule per field from `profileFieldSchemas`, so both answer the same message.
 * Schemas carry message keys (common/messages.ts).
 */

/** Read-only in the form; still checked so a bad value is refused with the spec's message. */
export const nicknameSchema = z
  .string({ error: 'nicknameRequired' })
  .trim()
  .min(1, 'nicknameRequired')
  .min(LIMITS.nicknameMin, 'nicknameShort')
  .regex(USERNAME_PATTERN, 'nicknameChars')
  .max(LIMITS.nicknameMax, 'nicknameLong');

/** 1 male, 2 female, 0 secret (spec §3). Form bodies send text, so numbers are coerced. */
export const genderSchema = z.coerce
  .number({ error: 'genderInvalid' })
  .int('genderInvalid')
  .refine((v) => v === 0 || v === 1 || v === 2, 'genderInvalid')
  .meta({ enum: [0, 1, 2] });

/** Bilibili uid: digits only, at most 15; may stay empty. */
export const bUidSchema = z
  .string({ error: 'digitsOnly' })
  .trim()
  .regex(/^\d*$/, 'digitsOnly')
  .max(LIMITS.bUidMax, 'bUidLong');

/**
 * Personal website: empty, or 5-50 characters (spec §5), e.g. `space.bilibili.com/1`. Only a scheme that
 * runs code is refused; rendering goes through `linkHref` (common/links.ts).
 */
export const websiteSchema = z
  .string({ error: 'websiteInvalid' })
  .trim()
  .refine((v) => v === '' || v.length >= LIMITS.websiteMin, 'websiteInvalid')
  .refine((v) => v.length <= LIMITS.websiteMax, 'websiteLong')
  .refine((v) => !hasDangerousScheme(v), 'linkUnsafe')
  .meta({
    anyOf: [
      { type: 'string', maxLength: 0 },
      { type: 'string', minLength: LIMITS.websiteMin, maxLength: LIMITS.websiteMax },
    ],
  });

export const profileIntroSchema = z
  .string({ error: 'profileIntroLong' })
  .max(LIMITS.profileIntroMax, 'profileIntroLong');

export const defaultDescSchema = z
  .string({ error: 'defaultDescLong' })
  .max(LIMITS.defaultDescriptionMax, 'defaultDescLong');

/** The default licence new uploads start with (spec §3 "Licence values"). */
export const agreementSchema = z.coerce
  .number({ error: 'agreementInvalid' })
  .int('agreementInvalid')
  .min(1, 'agreementInvalid')
  .max(4, 'agreementInvalid');

/** Per-field schemas, keyed by the wire names of the form. */
export const profileFieldSchemas = {
  nickname: nicknameSchema,
  gender: genderSchema,
  b_uid: bUidSchema,
  agreement: agreementSchema,
  p_desc: profileIntroSchema,
  p_website: websiteSchema,
  default_uploadProject_desc: defaultDescSchema,
} as const;

/** `POST /api/user/change_user_info` (form body). Optional text fields default to empty. */
export const profileFormSchema = z.object({
  nickname: nicknameSchema.meta({ description: 'Read-only: must be the caller’s own username (spec §3).' }),
  gender: genderSchema,
  b_uid: bUidSchema.default(''),
  agreement: agreementSchema,
  p_desc: profileIntroSchema.default(''),
  p_website: websiteSchema.default(''),
  default_uploadProject_desc: defaultDescSchema.default(''),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

const int = z.number().int();

/** What `select_user_info` answers in `data` and `select_user_info.php` answers as a plain object. */
export const userProfileSchema = z.object({
  nickname: z.string(),
  gender: int,
  b_uid: z.string(),
  agreement: int,
  p_desc: z.string(),
  p_website: z.string(),
  default_uploadProject_desc: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** `avatar_submit` answers the new flags; the version goes into `/files/avatar/{uid}.jpg?v=`. */
export const avatarStateSchema = z.object({ avatar_exist: int, avatar_version: int });
export type AvatarState = z.infer<typeof avatarStateSchema>;

/** `GET /api/user/me`: refreshes the client session's flags. */
export const meDataSchema = avatarStateSchema.extend({
  uid: int,
  username: z.string(),
  isAdmin: z.boolean(),
});
export type MeData = z.infer<typeof meDataSchema>;

/** `GET /api/app/feedback_info`: the contact details of the feedback page (from configuration). */
export const feedbackInfoSchema = z.object({ group: z.string(), email: z.string(), image: z.string() });
export type FeedbackInfo = z.infer<typeof feedbackInfoSchema>;

/** The file name the avatar upload carries (spec §7: `{uid}.jpg`). */
export const avatarFileName = (uid: number | string) => `${uid}.jpg`;
