import { z } from 'zod';
import { ACROSS_FIELDS } from '../common/schema-doc';
import { dbIdSchema } from '../common/ids';
import { LICENCE_PROJECT_TYPES, type LicenceProjectType } from '../licence-requests/schemas';
import { AUTO_ALLOW_RULES, CREDIT_ROLES, USE_TYPES, type CreditRole } from './enums';
import { LICENCE_LIMITS, workLinkSchema } from './fields';

export const threadPostSchema = z.object({
  text: z
    .string({ error: 'threadTextRequired' })
    .trim()
    .min(1, 'threadTextRequired')
    .max(LICENCE_LIMITS.threadTextMax, 'threadTextLong'),
});

export const revokeSchema = z.object({
  reason: z
    .string({ error: 'revokeReasonRequired' })
    .trim()
    .min(1, 'revokeReasonRequired')
    .max(LICENCE_LIMITS.revokeReasonMax, 'revokeReasonLong'),
});

export const workLinkBodySchema = z.object({ link: workLinkSchema });

export const autoAllowSchema = z.object({
  project_type: z.enum(LICENCE_PROJECT_TYPES),
  project_id: dbIdSchema,
  auto_allow: z.enum(AUTO_ALLOW_RULES, { error: 'badRequest' }),
});
export const autoAllowQuerySchema = autoAllowSchema.omit({ auto_allow: true });

/** A certificate code (22 base64url characters, 128 random bits); anything else simply names no certificate (404). */
export const CERTIFICATE_CODE = /^[A-Za-z0-9_-]{22}$/;
export const certificateParams = z.object({ code: z.string().max(64, 'notFound') });

export const creditLineSchema = z
  .object({
    role: z.enum(CREDIT_ROLES, { error: 'creditRoleInvalid' }),
    uid: dbIdSchema.optional(),
    name: z.string().trim().max(LICENCE_LIMITS.creditNameMax, 'creditNameLong').optional(),
    source_project_id: dbIdSchema.optional(),
  })
  .refine((c) => (c.role === 'source' ? !!c.source_project_id : !!c.uid || !!c.name), {
    error: 'creditWhoRequired',
    ...ACROSS_FIELDS,
  });

export const projectCreditsSchema = z.object({
  project_type: z.enum(LICENCE_PROJECT_TYPES),
  project_id: dbIdSchema,
  credits: z.array(creditLineSchema).max(LICENCE_LIMITS.creditsMax, 'creditsTooMany'),
});
export type ProjectCreditsInput = z.infer<typeof projectCreditsSchema>;

export const creditAnswerSchema = z.object({
  project_type: z.enum(LICENCE_PROJECT_TYPES),
  project_id: dbIdSchema,
});

const int = z.number().int();

/** One thread message. */
export const licenceThreadMessageSchema = z.object({
  id: int,
  uid: int,
  username: z.string(),
  text: z.string(),
  created_at: int,
  mine: z.boolean(),
});
export type LicenceThreadMessage = z.infer<typeof licenceThreadMessageSchema>;

/** GET /api/app/licence/verify/{code}. */
export const licenceCertificateSchema = z.object({
  code: z.string(),
  project_type: z.enum(LICENCE_PROJECT_TYPES),
  project_id: int,
  music_name: z.string(),
  owner_name: z.string(),
  licensee_name: z.string(),
  use_type: z.enum(USE_TYPES).nullable(),
  granted_at: int,
  status: z.enum(['valid', 'revoked']),
  revoked_at: int.optional(),
  revoke_reason: z.string().optional(),
});
export type LicenceCertificate = z.infer<typeof licenceCertificateSchema>;

/** One derived work of a project. */
export const derivedWorkSchema = z.object({
  id: int,
  request_id: int,
  link: z.string(),
  use_type: z.enum(USE_TYPES).nullable(),
  licensee_uid: int,
  licensee_name: z.string(),
  created_at: int,
});
export type DerivedWork = z.infer<typeof derivedWorkSchema>;

/** A project's auto-allow rule, as `GET /api/user/licence/auto_allow` answers it. */
export const autoAllowAnswerSchema = z.object({ auto_allow: z.enum(AUTO_ALLOW_RULES) });

/** The id of what a call created (a thread message, a recorded work). */
export const createdIdSchema = z.object({ id: int });

/** One credit line as the public detail answers it (accepted user credits, names and sources only). */
export const projectCreditSchema = z.object({
  role: z.enum(CREDIT_ROLES),
  uid: z.number().int().optional(),
  name: z.string(),
  source_project_id: z.number().int().optional(),
  source_name: z.string().optional(),
});
export type ProjectCredit = z.infer<typeof projectCreditSchema>;

/** A credit line as its project's owner edits it (pending and declined ones too). */
export interface OwnerCredit extends ProjectCredit {
  status: 'pending' | 'accepted' | 'declined';
}

/**
 * GET /api/app/space/{uid}/credited: one public project a user accepted credits on (the space's 参与的作品),
 * with their roles in the owner's order and what its card shows (owner, cover file uid and version, upload time).
 */
export interface CreditedWork {
  project_type: LicenceProjectType;
  project_id: number;
  name: string;
  roles: CreditRole[];
  uid: number;
  username: string;
  file_uid: string;
  pic_version: number;
  up_time: number;
}
