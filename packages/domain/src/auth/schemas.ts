import { z } from 'zod';
import { LIMITS } from '../common/limits';

/** Usernames are also nicknames (DESIGN §5): 2-12 of Chinese, letters, digits, underscore. */
export const USERNAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z0-9_]+$/;

export const usernameSchema = z
  .string({ error: 'usernameRequired' })
  .trim()
  .min(1, 'usernameRequired')
  .min(LIMITS.nicknameMin, 'usernameShort')
  .max(LIMITS.nicknameMax, 'usernameLong')
  .regex(USERNAME_PATTERN, 'usernameChars');

export const passwordSchema = z
  .string({ error: 'passwordShort' })
  .min(LIMITS.passwordMin, 'passwordShort')
  .max(LIMITS.passwordMax, 'passwordLong');

export const credentialsSchema = z.object({ username: usernameSchema, password: passwordSchema });
export type Credentials = z.infer<typeof credentialsSchema>;

export const changePasswordSchema = z.object({
  old_password: z.string().max(LIMITS.passwordMax),
  new_password: passwordSchema,
});

/** What login and register answer in `data` (DESIGN §5). */
export const sessionDataSchema = z.object({
  uid: z.number().int(),
  username: z.string(),
  token: z.string(),
  isAdmin: z.boolean(),
  avatar_exist: z.number().int(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;
