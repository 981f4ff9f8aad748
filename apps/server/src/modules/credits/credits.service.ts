import type { CreditRole, CreditedWork, OwnerCredit, ProjectCredit, ProjectCreditsInput } from '@vsqx/domain';
import type { AppContext } from '../../lib/context';
import { invalid, notFound } from '../../lib/errors';
import { notifySystem } from '../notify/notices';
import { createCreditsRepository, type ProjectType } from './credits.repository';

type Line = Awaited<ReturnType<ReturnType<typeof createCreditsRepository>['lines']>>[number];

const ROLE_ZH: Record<CreditRole, string> = {
  compose: '作曲',
  lyrics: '作词',
  tuning: '调教',
  transcribe: '扒谱',
  mix: '混音',
  pv: 'PV',
  source: '原工程',
};

function publicLine(l: Line): ProjectCredit {
  const c: ProjectCredit = { role: l.role as CreditRole, name: l.user_id ? (l.username ?? '') : l.name };
  if (l.user_id) c.uid = l.user_id;
  if (l.source_project_id)
    Object.assign(c, { source_project_id: l.source_project_id, source_name: l.source_name ?? '' });
  return c;
}

/**
 * DESIGN §8 "Credits". A credited site user is invited by a system message and shows only once they accept;
 * a free-text name or a source project shows at once. Saving replaces the project's lines; a user keeps
 * their answer (accepted or declined) while credited, so a save does not ask again.
 */
export function createCreditsService(ctx: AppContext) {
  const repo = createCreditsRepository(ctx.db);

  async function ownProject(userId: number, type: ProjectType, id: number) {
    const p = await repo.project(type, id);
    if (!p || p.owner_id !== userId) throw notFound();
    return p;
  }

  return {
    async save(user: { id: number; username: string }, input: ProjectCreditsInput) {
      const project = await ownProject(user.id, input.project_type, input.project_id);
      const uids = [...new Set(input.credits.flatMap((c) => (c.role !== 'source' && c.uid ? [c.uid] : [])))];
      const users = await repo.usersExisting(uids);
      if (users.length !== uids.length) throw invalid('creditUserMissing');
      const sources = [
        ...new Set(
          input.credits.flatMap((c) =>
            c.role === 'source' && c.source_project_id ? [c.source_project_id] : [],
          ),
        ),
      ];
      const found = await repo.vsqxExisting(sources);
      if (
        found.length !== sources.length ||
        (input.project_type === 'v' && sources.includes(input.project_id))
      )
        throw invalid('creditSourceMissing');
      const now = Date.now();
      await ctx.db.transaction().execute(async (trx) => {
        const tx = createCreditsRepository(trx);
        const before = new Map(
          (await tx.lines(input.project_type, input.project_id))
            .filter((l) => l.user_id)
            .map((l) => [l.user_id!, l.status]),
        );
        await tx.removeAll(input.project_type, input.project_id);
        const invite = new Map<number, CreditRole[]>();
        const rows = input.credits.map((c, position) => {
          const uid = c.role !== 'source' && c.uid ? c.uid : null;
          let status = 'accepted';
          if (uid && uid !== user.id) {
            status = before.get(uid) ?? 'pending';
            if (!before.has(uid)) invite.set(uid, [...(invite.get(uid) ?? []), c.role]);
          }
          return {
            project_type: input.project_type,
            project_id: input.project_id,
            position,
            role: c.role,
            user_id: uid,
            name: uid ? '' : (c.name ?? ''),
            source_project_id: c.role === 'source' ? c.source_project_id! : null,
            status,
            created_at: now,
          };
        });
        await tx.insert(rows);
        for (const [uid, roles] of invite) {
          await notifySystem(ctx.live, trx, {
            toUserIds: [uid],
            from: { userId: user.id, projectId: input.project_id, scene: input.project_type === 'm' ? 4 : 1 },
            title: '署名邀请',
            text: `${user.username} 在工程《${project.name}》中为你署名（${roles.map((r) => ROLE_ZH[r]).join('、')}）。在工程页面接受后，署名才会显示。`,
          });
        }
      });
    },

    /** The owner sees every line with its status; anyone else only the lines naming them (their invitations). */
    async mine(userId: number, type: ProjectType, id: number): Promise<OwnerCredit[]> {
      const project = await repo.project(type, id);
      if (!project) throw notFound();
      const lines = await repo.lines(type, id);
      return lines
        .filter((l) => project.owner_id === userId || l.user_id === userId)
        .map((l) => ({ ...publicLine(l), status: l.status as OwnerCredit['status'] }));
    },

    /** pending → accepted; pending or accepted → declined. 404 with a message when there is nothing to answer. */
    async answer(userId: number, type: ProjectType, id: number, to: 'accepted' | 'declined') {
      const moved = await repo.answer(
        userId,
        type,
        id,
        to === 'accepted' ? ['pending'] : ['pending', 'accepted'],
        to,
      );
      if (moved === 0) throw notFound('creditNoInvite');
    },

    /** What the public sees: accepted users, names and sources, in the owner's order. */
    async publicCredits(type: ProjectType, id: number): Promise<ProjectCredit[]> {
      return (await repo.lines(type, id))
        .filter((l) => !l.user_id || l.status === 'accepted')
        .map(publicLine);
    },

    async basedOn(sourceId: number) {
      return (await repo.basedOn(sourceId)).map((r) => ({
        project_type: r.project_type as ProjectType,
        project_id: r.project_id,
        name: r.name ?? '',
      }));
    },

    /** One entry per project (a user credited twice on one project has both roles on one card), newest first. */
    async credited(userId: number): Promise<CreditedWork[]> {
      const works = new Map<string, CreditedWork & { order: { role: CreditRole; position: number }[] }>();
      for (const r of await repo.credited(userId)) {
        const key = `${r.project_type}${r.project_id}`;
        const role = { role: r.role as CreditRole, position: r.position };
        const seen = works.get(key);
        if (seen) seen.order.push(role);
        else
          works.set(key, {
            project_type: r.project_type as ProjectType,
            project_id: r.project_id,
            name: r.name,
            roles: [],
            uid: r.uid,
            username: r.username,
            file_uid: r.file_uid,
            pic_version: Number(r.pic_version),
            up_time: Number(r.up_time),
            order: [role],
          });
      }
      return [...works.values()].slice(0, 100).map(({ order, ...w }) => ({
        ...w,
        roles: order.sort((a, b) => a.position - b.position).map((o) => o.role),
      }));
    },
  };
}
