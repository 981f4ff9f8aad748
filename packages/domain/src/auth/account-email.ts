import { z } from 'zod';
import { EMAIL_DOC } from '../common/schema-doc';
import { passwordSchema } from './schemas';

/** Account e-mail and password reset (DESIGN §8): the shapes server and web share. */

/** A password-reset link works this long (DESIGN §8: 30 minutes). */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
/** A verification link works this long. */
export const EMAIL_VERIFY_TTL_MS = 24 * 60 * 60 * 1000;
/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX = 254;

/** Trimmed and lower-cased, so one address is one value however it was typed. */
export const emailSchema = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, 'emailRequired')
  .max(EMAIL_MAX, 'emailInvalid')
  .pipe(z.email('emailInvalid'))
  .transform((e) => e.toLowerCase())
  .meta(EMAIL_DOC);

/** Tokens are 43 base64url characters; anything far off is refused before it reaches the database. */
const tokenSchema = z.string({ error: 'linkInvalid' }).trim().min(16, 'linkInvalid').max(200, 'linkInvalid');

export const setEmailSchema = z.object({ email: emailSchema });
export const verifyEmailSchema = z.object({ token: tokenSchema });
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetSchema = z.object({ token: tokenSchema, password: passwordSchema });

/** `GET /api/user/email`: the account's address and whether it is verified. */
export const accountEmailDataSchema = z.object({ email: z.string().nullable(), verified: z.boolean() });
export type AccountEmailData = z.infer<typeof accountEmailDataSchema>;
