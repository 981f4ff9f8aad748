import {
  LIMITS,
  MERGED_SUGGESTION_SCORE,
  SUGGEST_FILTER_STATUS,
  SUGGEST_MERGED,
  canMoveSuggestion,
  pageOffset,
  setSuggestStatusSchema,
  type SetSuggestStatusInput,
  type SubmitSuggestInput,
  type SuggestListQuery,
  type SuggestStatus,
  type SuggestionRow,
  type TutorialDoc,
  type TutorialDocSummary,
} from '@vsqx/domain';
import type { AppContext, AuthUser } from '../../lib/context';
import { conflict, invalid, notFound, refused } from '../../lib/errors';
import { parseWith } from '../../lib/route';
import { sanitizeRichHtml } from '../../lib/sanitize';
import { createSuggestionsRepository, type SuggestionListFilter } from './suggestions.repository';

/** Spec §6: non-managers get `success:false` (HTTP 200), not 403, so the page sends them to /home. */
function requireManager(user: AuthUser) {
  if (!user.isManager) throw refused('notManager');
}

/** True when sanitised HTML still says something (text or an image). */
function hasContent(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0 || html.includes('<img')
  );
}

export function createSuggestionsService(ctx: AppContext) {
  const repo = createSuggestionsRepository(ctx.db);

  async function list(f: SuggestionListFilter, q: SuggestListQuery) {
    const total = await repo.count(f);
    if (q.page) {
      const size = q.page_size ?? LIMITS.pageSize;
      Object.assign(f, { limit: size, offset: pageOffset(q.page, size) });
    }
    const rows = await repo.list(f);
    // Stored HTML was sanitised on submit; sanitising again on the way out also covers rows written by
    // other means (seeds, restores) and is a no-op otherwise (the sanitiser is a fixed point).
    const data: SuggestionRow[] = rows.map((r) => ({
      ...r,
      submit_time: Number(r.submit_time),
      suggest_status: r.suggest_status as SuggestStatus,
      suggest_text: sanitizeRichHtml(r.suggest_text),
    }));
    return { data, total };
  }

  return {
    async listForManager(user: AuthUser, q: SuggestListQuery) {
      requireManager(user);
      const status = q.status && q.status !== 'all' ? SUGGEST_FILTER_STATUS[q.status] : undefined;
      return list({ status }, q);
    },

    listMine: (userId: number, q: SuggestListQuery) => list({ userId }, q),

    /**
     * 1 → 2 | 3, 2 → 4 (spec §4). The update is conditional on the status this call read, so a stale or
     * concurrent second change matches no row and answers 409. A merge credits the submitter in the
     * same transaction.
     */
    async setStatus(user: AuthUser, body: unknown) {
      requireManager(user);
      // Parsed only after the manager check, so a non-manager learns nothing from validation errors.
      const input: SetSuggestStatusInput = parseWith(setSuggestStatusSchema, body);
      const s = await repo.findById(input.id);
      if (!s) throw notFound();
      const from = s.suggest_status as SuggestStatus;
      if (!canMoveSuggestion(from, input.suggest_status)) throw conflict();
      const now = Date.now();
      await ctx.db.transaction().execute(async (trx) => {
        const tx = createSuggestionsRepository(trx);
        // An empty comment keeps the earlier one (e.g. "同意，稍等合并" stays when the merge is recorded).
        const patch = {
          manager_id: user.id,
          manager_name: user.username,
          ...(input.manager_comment ? { manager_comment: input.manager_comment } : {}),
        };
        if (!(await tx.move(s.id, from, input.suggest_status, patch, now))) throw conflict();
        if (input.suggest_status === SUGGEST_MERGED) await tx.addScore(s.user_id, MERGED_SUGGESTION_SCORE);
      });
    },

    async submit(userId: number, input: SubmitSuggestInput) {
      if (!(await repo.doc(input.docs_id))) throw notFound();
      const html = sanitizeRichHtml(input.suggest_text);
      if (!hasContent(html)) throw invalid('suggestTextRequired');
      const id = await repo.insert({
        docs_id: input.docs_id,
        user_id: userId,
        easy_desc: input.easy_desc,
        suggest_text: html,
        submit_time: Date.now(),
      });
      return { id };
    },

    async docs(): Promise<TutorialDocSummary[]> {
      return (await repo.docs()).map((d) => ({ ...d, updated_at: Number(d.updated_at) }));
    },

    async doc(id: number): Promise<TutorialDoc> {
      const d = await repo.doc(id);
      if (!d) throw notFound();
      return { ...d, updated_at: Number(d.updated_at), content_html: sanitizeRichHtml(d.content_html) };
    },
  };
}
