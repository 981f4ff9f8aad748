import {
  APPLY_ALLOWED,
  APPLY_NOTICE_MESSAGE,
  APPLY_NOTICE_REVOKED,
  APPLY_NOTICE_WORK,
  CERTIFICATE_CODE,
  LICENCE_LIMITS,
  type AutoAllowRule,
  type DerivedWork,
  type LicenceCertificate,
  type LicenceProjectType,
  type LicenceThreadMessage,
  type UseType,
} from '@vsqx/domain';
import { writeMessages } from '../notify/notify';
import type { AppContext } from '../../lib/context';
import { conflict, invalid, notFound } from '../../lib/errors';
import { createLicenceExtrasRepository } from './licence-extras.repository';
import { createLicencesRepository, type ProjectType } from './licences.repository';

type User = { id: number; username: string };
const sceneOf = (type: string) => (type === 'm' ? 4 : 1);

/** DESIGN §8 "Licences 2.0": the parties' conversation, certificates, revocation, derived works, auto-allow. */
export function createLicenceExtrasService(ctx: AppContext) {
  const repo = createLicenceExtrasRepository(ctx.db);
  const requests = createLicencesRepository(ctx.db);

  /** The request when `userId` is one of its two parties; 404 otherwise (nobody learns it exists). */
  async function partyRequest(userId: number, id: number) {
    const req = await requests.findById(id);
    if (!req || (req.applicant_id !== userId && req.author_id !== userId)) throw notFound();
    return req;
  }

  /** A licence notice (kind 'apply', same badge as the spec's) to the other party. */
  async function notify(
    db: AppContext['db'],
    req: NonNullable<Awaited<ReturnType<typeof requests.findById>>>,
    from: User,
    to: number,
    applyType: number,
    text: string,
    now: number,
  ) {
    const tx = createLicencesRepository(db);
    const project = await tx.findProject(req.project_type as ProjectType, req.project_id);
    await writeMessages(ctx.live, db, [
      {
        to_user_id: to,
        kind: 'apply',
        apply_type: applyType,
        from_user_id: from.id,
        apply_name: await tx.userName(req.applicant_id),
        author_name: await tx.userName(req.author_id),
        project_name: project?.name ?? '',
        project_id: req.project_id,
        scene: sceneOf(req.project_type),
        text,
        apply_time: Number(req.apply_time),
        reply_time: now,
        created_at: now,
      },
    ]);
  }

  return {
    async thread(userId: number, id: number): Promise<LicenceThreadMessage[]> {
      await partyRequest(userId, id);
      return (await repo.thread(id)).map((m) => ({
        id: m.id,
        uid: m.user_id,
        username: m.username,
        text: m.text,
        created_at: Number(m.created_at),
        mine: m.user_id === userId,
      }));
    },

    /** A message to the other party, with its licence notice, in one transaction. */
    async post(user: User, id: number, text: string) {
      const req = await partyRequest(user.id, id);
      const other = req.applicant_id === user.id ? req.author_id : req.applicant_id;
      const now = Date.now();
      return ctx.db.transaction().execute(async (trx) => {
        const { id: messageId } = await createLicenceExtrasRepository(trx).insertThread({
          request_id: id,
          user_id: user.id,
          text,
          created_at: now,
        });
        await notify(trx, req, user, other, APPLY_NOTICE_MESSAGE, text, now);
        return { id: messageId };
      });
    },

    async verify(code: string): Promise<LicenceCertificate> {
      const row = CERTIFICATE_CODE.test(code) ? await repo.certificate(code) : undefined;
      if (!row || !row.certificate_code) throw notFound();
      const cert: LicenceCertificate = {
        code: row.certificate_code,
        project_type: row.project_type as LicenceProjectType,
        project_id: row.project_id,
        music_name: row.music_name ?? '',
        owner_name: row.owner_name,
        licensee_name: row.licensee_name,
        use_type: (row.use_type as UseType | null) ?? null,
        granted_at: Number(row.granted_at ?? 0),
        status: row.revoked_at === null ? 'valid' : 'revoked',
      };
      if (row.revoked_at !== null)
        Object.assign(cert, { revoked_at: Number(row.revoked_at), revoke_reason: row.revoke_reason });
      return cert;
    },

    /** allowed → revoked by the owner: 404 when not theirs, 409 when not allowed or already revoked. */
    async revoke(user: User, id: number, reason: string) {
      const req = await requests.findById(id);
      if (!req || req.author_id !== user.id) throw notFound();
      const now = Date.now();
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await createLicenceExtrasRepository(trx).revoke(id, user.id, reason, now))) throw conflict();
        await notify(trx, req, user, req.applicant_id, APPLY_NOTICE_REVOKED, reason, now);
      });
    },

    /** The licensee records a derived work of an allowed, unrevoked request; the owner is told. */
    async addWork(user: User, id: number, link: string) {
      const req = await requests.findById(id);
      if (!req || req.applicant_id !== user.id) throw notFound();
      if (req.author_reply !== APPLY_ALLOWED || req.revoked_at !== null) throw conflict('licenceNotActive');
      const now = Date.now();
      return ctx.db.transaction().execute(async (trx) => {
        const tx = createLicenceExtrasRepository(trx);
        if ((await tx.countWorks(id)) >= LICENCE_LIMITS.worksPerRequest) throw invalid('worksTooMany');
        const { id: workId } = await tx.insertWork({
          request_id: id,
          project_type: req.project_type,
          project_id: req.project_id,
          user_id: user.id,
          link,
          created_at: now,
        });
        await notify(trx, req, user, req.author_id, APPLY_NOTICE_WORK, link, now);
        return { id: workId };
      });
    },

    async derivatives(type: ProjectType, projectId: number): Promise<DerivedWork[]> {
      if (!(await requests.findProject(type, projectId))) throw notFound();
      return (await repo.works(type, projectId)).map((w) => ({
        id: w.id,
        request_id: w.request_id,
        link: w.link,
        use_type: (w.use_type as UseType | null) ?? null,
        licensee_uid: w.licensee_uid,
        licensee_name: w.licensee_name,
        created_at: Number(w.created_at),
      }));
    },

    async getAutoAllow(userId: number, type: ProjectType, projectId: number) {
      const project = await requests.findProject(type, projectId);
      if (!project || project.author_id !== userId) throw notFound();
      return { auto_allow: await repo.autoAllow(type, projectId) };
    },

    async setAutoAllow(userId: number, type: ProjectType, projectId: number, rule: AutoAllowRule) {
      const project = await requests.findProject(type, projectId);
      if (!project || project.author_id !== userId) throw notFound();
      await repo.setAutoAllow(type, projectId, rule);
    },
  };
}
