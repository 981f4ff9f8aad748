import {
  MIDI_TAG_RULES,
  PROJECT_TAG_RULES,
  VISIBILITIES,
  checkTagList,
  msg,
  splitTags,
  type ArticleBulkRequest,
  type BulkItemResult,
  type Lang,
  type MessageKey,
  type ProjectBulkRequest,
  type TagRules,
} from '@vsqx/domain';
import type { AppContext, AuthUser } from '../../lib/context';
import { AppError, invalid, notFound } from '../../lib/errors';
import type { DB } from '../../db/database';
import { createProjectsService } from '../projects/projects.service';
import { createMidiService } from '../midi/midi.service';
import { createArticlesService } from '../articles/articles.service';

/** What one kind of item needs for the bulk actions: its table, columns, tag rules, agreements and delete. */
interface Kind {
  table: 'vsqx_projects' | 'midi_projects' | 'articles';
  id: 'music_id' | 'midi_id' | 'article_id';
  agreementColumn: 'agreement' | 'article_agreement';
  agreements: readonly number[];
  /** Tags live in `tag` (comma-joined) on projects; articles have none. */
  tagRules?: TagRules;
  remove(user: AuthUser, id: number): Promise<void>;
}

/** Transactions at once on PostgreSQL: half the default pool of 10, leaving room for other requests. */
const BULK_LANES = 5;

const valueKey = (v: unknown) => (v === undefined || v === '' ? 'bulkValueRequired' : 'badRequest');

/**
 * DESIGN §8 bulk actions on my projects, MIDI projects or articles: each item in its own transaction (all or
 * nothing per item), every rule of the single-item path held per item (tag rules, owner: another user's id
 * fails as "not found"), answered per item in the order asked.
 */
export function createBulkService(ctx: AppContext) {
  const projects = createProjectsService(ctx);
  const midi = createMidiService(ctx);
  const articles = createArticlesService(ctx);
  const KINDS: Record<'v' | 'm' | 'a', Kind> = {
    v: {
      table: 'vsqx_projects',
      id: 'music_id',
      agreementColumn: 'agreement',
      agreements: [1, 2, 3, 4],
      tagRules: PROJECT_TAG_RULES,
      remove: (u, id) => projects.remove(u.id, id),
    },
    m: {
      table: 'midi_projects',
      id: 'midi_id',
      agreementColumn: 'agreement',
      agreements: [1, 2, 3, 4],
      tagRules: MIDI_TAG_RULES,
      remove: (u, id) => midi.remove(u, id),
    },
    a: {
      table: 'articles',
      id: 'article_id',
      agreementColumn: 'article_agreement',
      agreements: [1, 2],
      remove: (u, id) => articles.remove(u.id, id),
    },
  };

  /** One item's change inside its transaction; throws an AppError to fail just this item. */
  async function applyOne(
    trx: DB,
    kind: Kind,
    userId: number,
    id: number,
    action: ProjectBulkRequest['action'],
    value: unknown,
  ) {
    // Typed loosely: the three tables share these columns under the names `kind` gives.
    const t = trx as unknown as DB;
    const read = t
      .selectFrom(kind.table as 'vsqx_projects')
      .select(['user_id', ...(kind.tagRules ? (['tag'] as const) : [])])
      .where(kind.id as 'music_id', '=', id);
    // PostgreSQL: lock the row so a concurrent tag edit cannot be lost; SQLite's write transactions are serial.
    const row = (await (ctx.dialect === 'postgres' ? read.forUpdate() : read).executeTakeFirst()) as
      { user_id: number; tag?: string } | undefined;
    if (!row || row.user_id !== userId) throw notFound();
    const set = (values: Record<string, unknown>) =>
      t
        .updateTable(kind.table as 'vsqx_projects')
        .set(values)
        .where(kind.id as 'music_id', '=', id)
        .execute();
    if (action === 'set_agreement') {
      const n = Number(value);
      if (!kind.agreements.includes(n)) throw invalid(valueKey(value));
      await set({ [kind.agreementColumn]: n, updated_at: Date.now() });
    } else if (action === 'set_visibility') {
      if (!VISIBILITIES.includes(value as never)) throw invalid(valueKey(value));
      // An explicit visibility ends a waiting schedule, as on the edit form.
      await set({ visibility: value, publish_at: null, updated_at: Date.now() });
    } else {
      if (!kind.tagRules) throw invalid('badRequest');
      const tag = typeof value === 'string' ? value.trim() : '';
      if (!tag) throw invalid(valueKey(value));
      const tags = splitTags(row.tag);
      let next: string[];
      if (action === 'add_tag') {
        if (tags.includes(tag)) return; // already there: nothing to do, a success
        next = [...tags, tag];
      } else {
        if (!tags.includes(tag)) throw invalid('bulkTagAbsent');
        next = tags.filter((x) => x !== tag);
      }
      const problem = checkTagList(next, kind.tagRules);
      if (problem) throw invalid(problem);
      await set({ tag: next.join(','), updated_at: Date.now() });
    }
  }

  async function run(
    user: AuthUser,
    kindKey: 'v' | 'm' | 'a',
    ids: number[],
    action: ProjectBulkRequest['action'],
    value: unknown,
    lang: Lang,
  ) {
    const kind = KINDS[kindKey];
    const one = async (id: number): Promise<BulkItemResult> => {
      try {
        if (action === 'delete') await kind.remove(user, id);
        else await ctx.db.transaction().execute((trx) => applyOne(trx, kind, user.id, id, action, value));
        return { id, success: true };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return { id, success: false, message: msg(err.messageKey as MessageKey, lang) };
      }
    };
    // Items are independent transactions: on PostgreSQL a few run side by side on the pool (100 items one
    // after another took 2.1 s on the shared test machine, each commit waiting on its own flush); SQLite has
    // one writer, so there they run in turn.
    const results: BulkItemResult[] = new Array(ids.length);
    const lanes = ctx.dialect === 'postgres' ? BULK_LANES : 1;
    await Promise.all(
      Array.from({ length: Math.min(lanes, ids.length) }, async (_, lane) => {
        for (let i = lane; i < ids.length; i += lanes) results[i] = await one(ids[i]);
      }),
    );
    return { results };
  }

  return {
    projects: (user: AuthUser, b: ProjectBulkRequest, lang: Lang) =>
      run(user, b.project_type, b.ids, b.action, b.value, lang),
    articles: (user: AuthUser, b: ArticleBulkRequest, lang: Lang) =>
      run(user, 'a', b.ids, b.action, b.value, lang),
  };
}
