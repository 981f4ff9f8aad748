import { z } from 'zod';
import { ACROSS_FIELDS } from '../common/schema-doc';
import { dbIdSchema } from '../common/ids';
import { LICENCE_PROJECT_TYPES, type LicenceProjectType } from '../licence-requests/schemas';
import { AUTO_ALLOW_RULES, CREDIT_ROLES, type CreditRole, type UseType } from './enums';
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

/** One thread message. */
export interface LicenceThreadMessage {
  id: number;
  uid: number;
  username: string;
  text: string;
  created_at: number;
  mine: boolean;
}

/** GET /api/app/licence/verify/{code}. */
export interface LicenceCertificate {
  code: string;
  project_type: LicenceProjectType;
  project_id: number;
  music_name: string;
  owner_name: string;
  licensee_name: string;
  use_type: UseType | null;
  granted_at: number;
  status: 'valid' | 'revoked';
  revoked_at?: number;
  revoke_reason?: string;
}

/** One derived work of a project. */
export interface DerivedWork {
  id: number;
  request_id: number;
  link: string;
  use_type: UseType | null;
  licensee_uid: number;
  licensee_name: string;
  created_at: number;
}

/** One credit line as the public detail answers it (accepted user credits, names and sources only). */
export interface ProjectCredit {
  role: CreditRole;
  uid?: number;
  name: string;
  source_project_id?: number;
  source_name?: string;
}

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
