import { recordEvent } from '../analytics/analytics.record';
import {
  APPLY_ALLOWED,
  APPLY_REFUSED,
  APPLY_REFUSED_LEGACY,
  APPLY_WAITING,
  LIMITS,
  pageOffset,
  type ApplyFilter,
  type ApplyInput,
  type ApplyListQuery,
  type MyApplyRow,
  type ReceivedApplyRow,
  type ReplyForm,
  type UseType,
  autoAllows,
} from '@vsqx/domain';
import { newCertificateCode } from './certificate-code';
import { createLicenceExtrasRepository } from './licence-extras.repository';
import { writeMessages } from '../notify/notify';
import type { AppContext } from '../../lib/context';
import { conflict, invalid, notFound } from '../../lib/errors';
import { isUniqueViolation } from './unique-violation';
import { createLicencesRepository, type ListFilter, type ProjectType } from './licences.repository';

const FILTER_STATES: Record<ApplyFilter, readonly number[] | undefined> = {
  all: undefined,
  replying: [APPLY_WAITING],
  allow: [APPLY_ALLOWED],
  refuse: [APPLY_REFUSED, APPLY_REFUSED_LEGACY],
};
/** The states from which the applicant may delete (spec §4: a refused request; 5 is a legacy refusal). */
const REFUSED_STATES = [APPLY_REFUSED, APPLY_REFUSED_LEGACY] as const;

/** Notices carry the project's scene (1 vsqx, 4 MIDI) so `scenePath(scene, project_id)` links to it. */
const sceneOf = (type: ProjectType) => (type === 'm' ? 4 : 1);

/**
 * Of the requests that `vn` + `apply_uid` name (newest first), the one an answer decides: the waiting one
 * (at most one per project and type exists, index `licence_one_waiting`), a vsqx one before a MIDI one
 * with the same numeric id when the form does not say `project_type`. With none waiting, the newest is
 * returned so the caller answers 409 (already decided) rather than 404.
 */
function pickAnswerable<R extends { project_type: string; author_reply: number }>(rows: R[]): R | undefined {
  const waiting = rows.filter((r) => r.author_reply === APPLY_WAITING);
  return waiting.find((r) => r.project_type === 'v') ?? waiting[0] ?? rows[0];
}

type Row = Awaited<ReturnType<ReturnType<typeof createLicencesRepository>['list']>>[number];

function toMine(r: Row): MyApplyRow {
  return {
    id: r.id,
    project_type: r.project_type as ProjectType,
    music_id: r.project_id,
    project_id: r.project_id,
    music_name: r.music_name ?? '',
    music_length: r.music_length ?? '',
    pic_exist: Number(r.pic_exist ?? 0),
    vsqx_uid: r.cover_uid ?? '',
    apply_time: Number(r.apply_time),
    apply_text: r.apply_text,
    author_reply: r.author_reply,
    reply_text: r.reply_text,
    reply_time: r.reply_time === null ? null : Number(r.reply_time),
    author_uid: r.author_id,
    author_name: r.author_name,
    use_type: (r.use_type as UseType | null) ?? null,
    platform: r.platform,
    planned_link: r.planned_link,
    certificate_code: r.certificate_code,
    granted_at: r.granted_at === null ? null : Number(r.granted_at),
    revoked_at: r.revoked_at === null ? null : Number(r.revoked_at),
    revoke_reason: r.revoke_reason,
    works: [],
  };
}

export function createLicencesService(ctx: AppContext) {
  const repo = createLicencesRepository(ctx.db);

  async function list(side: 'applicant_id' | 'author_id', userId: number, q: ApplyListQuery) {
    const f: ListFilter = {
      statuses: FILTER_STATES[q.status ?? 'all'],
      useType: q.use_type,
      platform: q.platform || undefined,
    };
    if (q.project_type && q.project_id) f.project = { type: q.project_type, id: q.project_id };
    const total = await repo.count(side, userId, f);
    if (q.page) {
      const size = q.page_size ?? LIMITS.pageSize;
      Object.assign(f, { limit: size, offset: pageOffset(q.page, size) });
    }
    const rows = await repo.list(side, userId, f);
    const works = await createLicenceExtrasRepository(ctx.db).worksOf(
      rows.filter((r) => r.certificate_code).map((r) => r.id),
    );
    const mapped = rows.map((r) => {
      const row = toMine(r);
      row.works = works
        .filter((w) => w.request_id === r.id)
        .map((w) => ({ id: w.id, link: w.link, created_at: Number(w.created_at) }));
      return { r, row };
    });
    return { rows: mapped, total };
  }

  /** Removal by the applicant: 404 when not theirs, 409 when the request is in another state. */
  async function removeOwn(userId: number, id: number, states: readonly number[]) {
    if (await repo.removeInState(id, userId, states)) return;
    const req = await repo.findById(id);
    if (!req || req.applicant_id !== userId) throw notFound();
    throw conflict();
  }

  return {
    /**
     * A new request (state 1) and its notice to the author (apply_type 1), in one transaction. When the
     * project's rule allows it at once (`auto_allow: 'noncommercial'`, a non-commercial use), the same
     * transaction moves it to 2 with a certificate and tells the applicant (apply_type 2); the author still
     * gets the apply notice.
     */
    async apply(user: { id: number; username: string }, input: ApplyInput) {
      const project = await repo.findProject(input.project_type, input.project_id);
      if (!project) throw notFound();
      if (project.author_id === user.id) throw invalid('applyOwnProject');
      if (await repo.findWaiting(user.id, input.project_type, input.project_id))
        throw conflict('applyDuplicate');
      const rule = await createLicenceExtrasRepository(ctx.db).autoAllow(input.project_type, project.id);
      const autoAllowed = autoAllows(rule, input.use_type);
      const now = Date.now();
      try {
        return await ctx.db.transaction().execute(async (trx) => {
          const tx = createLicencesRepository(trx);
          const id = await tx.insertRequest({
            project_type: input.project_type,
            project_id: project.id,
            applicant_id: user.id,
            author_id: project.author_id,
            apply_text: input.apply_text,
            apply_time: now,
            use_type: input.use_type ?? null,
            platform: input.platform ?? '',
            planned_link: input.planned_link ?? '',
          });
          await recordEvent(trx, {
            ownerId: project.author_id,
            actorId: user.id,
            itemType: input.project_type,
            itemId: project.id,
            metric: 'licence_requests',
            at: now,
          });
          const authorName = await tx.userName(project.author_id);
          const notice = {
            kind: 'apply',
            project_name: project.name,
            project_id: project.id,
            scene: sceneOf(input.project_type),
            apply_time: now,
            created_at: now,
          };
          await writeMessages(ctx.live, trx, [
            {
              ...notice,
              to_user_id: project.author_id,
              apply_type: 1,
              from_user_id: user.id,
              apply_name: user.username,
              author_name: authorName,
              text: input.apply_text,
              reply_time: null,
            },
          ]);
          if (!autoAllowed) return { id, author_reply: APPLY_WAITING, certificate_code: null };
          const code = newCertificateCode();
          if (!(await tx.moveState(id, [APPLY_WAITING], APPLY_ALLOWED, '', now, code))) throw conflict();
          await writeMessages(ctx.live, trx, [
            {
              ...notice,
              to_user_id: user.id,
              apply_type: APPLY_ALLOWED,
              from_user_id: project.author_id,
              apply_name: user.username,
              author_name: authorName,
              text: '',
              reply_time: now,
            },
          ]);
          return { id, author_reply: APPLY_ALLOWED, certificate_code: code };
        });
      } catch (err) {
        // Two requests raced past the check: the partial unique index `licence_one_waiting` decided.
        if (isUniqueViolation(err)) throw conflict('applyDuplicate');
        throw err;
      }
    },

    async listMine(userId: number, q: ApplyListQuery) {
      const { rows, total } = await list('applicant_id', userId, q);
      return { data: rows.map((x) => x.row), total };
    },

    async listReceived(userId: number, q: ApplyListQuery) {
      const { rows, total } = await list('author_id', userId, q);
      const data: ReceivedApplyRow[] = rows.map(({ r, row }) => ({
        ...row,
        apply_uid: r.applicant_id,
        apply_name: r.apply_name,
      }));
      return { data, total };
    },

    /** The applicant withdraws a waiting request: it is removed (spec §4). */
    cancel: (userId: number, id: number) => removeOwn(userId, id, [APPLY_WAITING]),
    /** The applicant deletes a refused request. */
    remove: (userId: number, id: number) => removeOwn(userId, id, REFUSED_STATES),

    /**
     * The author answers a waiting request: 1 → 2 or 1 → 3. The conditional update lets exactly one of
     * several concurrent answers (or an answer racing a cancel) win; the others get 409 and change nothing.
     */
    async decide(
      user: { id: number; username: string },
      form: ReplyForm,
      to: typeof APPLY_ALLOWED | typeof APPLY_REFUSED,
    ) {
      const req = pickAnswerable(
        await repo.findByProject(user.id, form.apply_uid, form.vn, form.project_type),
      );
      if (!req) throw notFound();
      if (req.author_reply !== APPLY_WAITING) throw conflict();
      const project = await repo.findProject(req.project_type as ProjectType, req.project_id);
      const now = Date.now();
      await ctx.db.transaction().execute(async (trx) => {
        const tx = createLicencesRepository(trx);
        // An allowed request gets its certificate in the same change (DESIGN §8 "Licences 2.0").
        const code = to === APPLY_ALLOWED ? newCertificateCode() : null;
        if (!(await tx.moveState(req.id, [APPLY_WAITING], to, form.reply_text, now, code))) throw conflict();
        await writeMessages(ctx.live, trx, [
          {
            to_user_id: req.applicant_id,
            kind: 'apply',
            apply_type: to,
            from_user_id: user.id,
            apply_name: await tx.userName(req.applicant_id),
            author_name: user.username,
            project_name: project?.name ?? '',
            project_id: req.project_id,
            scene: sceneOf(req.project_type as ProjectType),
            text: form.reply_text,
            apply_time: Number(req.apply_time),
            reply_time: now,
            created_at: now,
          },
        ]);
      });
    },

    /**
     * Legacy `cancel_apply.php` / `delete_apply.php`: by request id, or by project id (vn = vsqx, mn = MIDI),
     * acting on the caller's requests of that project in the right state. True when something changed.
     */
    async legacy(
      userId: number,
      q: { id?: number; vn?: number; mn?: number },
      action: 'cancel' | 'delete',
    ): Promise<boolean> {
      const states = action === 'cancel' ? [APPLY_WAITING] : REFUSED_STATES;
      let ids: number[] = [];
      if (q.id) ids = [q.id];
      else if (q.vn) ids = await repo.idsForProject(userId, 'v', q.vn, states);
      else if (q.mn) ids = await repo.idsForProject(userId, 'm', q.mn, states);
      let changed = false;
      for (const id of ids) changed = (await repo.removeInState(id, userId, states)) || changed;
      return changed;
    },
  };
}
