import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import {
  accountEndpoints,
  articleBodySchema,
  popularityScore,
  type Envelope,
  type SessionData,
} from '@vsqx/domain';
import type { ArticlesTable, MidiProjectsTable, VsqxProjectsTable } from '../db/tables';
import { articleHtml } from '../modules/articles/article-html';
import { buildTestApp, type TestApp, type TestOverrides } from './build-test-app';
import { as } from './call-as';

/*
 * What the server tests build, one naming scheme: `build<Thing>(app, { ...what the test is about })` answers the
 * new row's ids and builds every missing parent (an owner, a project, an applicant) itself; values follow the
 * domain's rules (the popularity score from the counts, an article's form through the shared schema, a licence
 * request through the apply endpoint). No module-level state: the suite runs without isolation (vitest.config.ts),
 * so several files share this module.
 */

/** A random suffix: unique across files sharing this module, and across test apps sharing PostgreSQL. */
const unique = (bytes = 6) => randomBytes(bytes).toString('hex');

/**
 * A unique valid username (2-12 of letters, digits, underscore): the prefix and random digits. Digits only, because
 * the search index holds the uploader's name: random hex once put "ed" in a name and a search test for "ed" found
 * every project of that user.
 */
export function uniqueName(prefix = 'u'): string {
  const digits = String(randomBytes(6).readUIntBE(0, 6)).padStart(15, '0');
  // 11 characters, one under the limit: a test can write a longer run of name characters after it.
  return `${prefix}${digits.slice(-(11 - prefix.length))}`;
}

export interface TestUser extends SessionData {
  password: string;
}

export async function registerUser(
  app: FastifyInstance,
  username = uniqueName(),
  password = 'secret123',
): Promise<TestUser> {
  const env = await as(app, null).answer(accountEndpoints.register, { body: { username, password } });
  return { ...env.data, password };
}

/** Makes a user a course manager, as `npm run admin -- grant-manager` does. */
export async function makeManager(app: FastifyInstance, uid: number) {
  await app.ctx.db.updateTable('users').set({ is_manager: 1 }).where('id', '=', uid).execute();
}

export { as, multipart } from './call-as';

/**
 * A test file's app: built before its tests, closed after them (build-test-app.ts). Call it at the top of a
 * `describe` (or of the file); `t.app` and `t.config` are readable from the first hook or test on. The state is
 * this call's own, never the module's. `overrides` may be a function, called in that first hook: for what must
 * not be made while the file is only collected (a folder on disk).
 */
export function useTestApp(overrides: TestOverrides | (() => TestOverrides) = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(typeof overrides === 'function' ? overrides() : overrides);
  });
  afterAll(async () => {
    await built?.close();
    built = undefined;
  });
  const current = () => {
    if (!built)
      throw new Error(
        'useTestApp: the app exists from the first beforeAll/test on, not while the file is collected',
      );
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    get refusals() {
      return current().refusals;
    },
    close: () => current().close(),
  };
}

/** Who owns a built row: a user id, or a user `build*` registers when the test names none. */
async function ownerOf(app: FastifyInstance, owner: number | undefined): Promise<number> {
  return owner ?? (await registerUser(app)).uid;
}

type Counts = Partial<Record<'click_num' | 'download_num' | 'comment_num' | 'zan', number>>;
const countsOf = (c: Counts) => ({ click_num: 0, download_num: 0, comment_num: 0, zan: 0, ...c });

export type ProjectOverrides = Partial<Omit<Insertable<VsqxProjectsTable>, 'user_id'>> & { owner?: number };

/**
 * A vsqx project row as a finished upload leaves it, straight in the table (tests of lists, pages and counts need
 * no upload; projects/project-uploads.ts builds one through the endpoints). The score follows the counts as every
 * counting statement keeps it (domain popularityScore) unless the test sets one.
 */
export async function buildProject(app: FastifyInstance, { owner, ...over }: ProjectOverrides = {}) {
  const userId = await ownerOf(app, owner);
  const counts = countsOf(over);
  const now = Date.now();
  const row = await app.ctx.db
    .insertInto('vsqx_projects')
    .values({
      vsqx_uid: unique(12),
      user_id: userId,
      music_name: 'song',
      up_time: now,
      updated_at: now,
      music_type: 1,
      p_name: '',
      agreement: 1,
      music_language: '1',
      tag: '洛天依,古风',
      music_level: 2,
      music_desc: 'desc',
      synthesizer_type: 1,
      file_extension: 'vsqx',
      meta_json: null,
      ...counts,
      score: popularityScore(counts),
      ...over,
    })
    .returning(['music_id', 'vsqx_uid'])
    .executeTakeFirstOrThrow();
  return { ...row, owner: userId };
}

export type MidiOverrides = Partial<Omit<Insertable<MidiProjectsTable>, 'user_id'>> & { owner?: number };

/** A MIDI project row as a finished upload leaves it (see buildProject). */
export async function buildMidi(app: FastifyInstance, { owner, ...over }: MidiOverrides = {}) {
  const userId = await ownerOf(app, owner);
  const counts = countsOf(over);
  const now = Date.now();
  const row = await app.ctx.db
    .insertInto('midi_projects')
    .values({
      midi_uid: unique(12),
      user_id: userId,
      midi_name: 'midi song',
      midi_type: '1',
      agreement: 2,
      midi_language: '1',
      trick_num: '1',
      midi_desc: 'desc',
      tag: '流行曲',
      p_name: '',
      up_time: now,
      updated_at: now,
      file_extension: 'mid',
      meta_json: null,
      ...counts,
      score: popularityScore(counts),
      ...over,
    })
    .returning(['midi_id', 'midi_uid'])
    .executeTakeFirstOrThrow();
  return { ...row, owner: userId };
}

export type ArticleOverrides = Partial<Omit<Insertable<ArticlesTable>, 'user_id'>> & { owner?: number };

/**
 * A published article row. Its form passes the shared article schema first and its HTML is rendered from the
 * Markdown as the articles feature does, so a built article is one the endpoint would have accepted.
 */
export async function buildArticle(app: FastifyInstance, { owner, ...over }: ArticleOverrides = {}) {
  const userId = await ownerOf(app, owner);
  const form = articleBodySchema.parse({
    article_title: over.article_title ?? 'an article',
    article_type: over.article_type ?? 1,
    article_author_type: 1,
    article_agreement: over.article_agreement ?? 2,
    article_md: over.article_md ?? 'hello world!',
    article_html: '',
  });
  const now = Date.now();
  const row = await app.ctx.db
    .insertInto('articles')
    .values({
      user_id: userId,
      article_title: form.article_title,
      article_type: form.article_type,
      article_author_type: form.article_author_type,
      article_agreement: form.article_agreement,
      article_md: form.article_md,
      article_html: articleHtml(form.article_md, ''),
      timestamp: now,
      updated_at: now,
      ...over,
    })
    .returning('article_id')
    .executeTakeFirstOrThrow();
  return { ...row, owner: userId };
}

/** A fresh project of `type` owned by `uid`, named as licence requests name theirs. */
async function ownProject(
  app: FastifyInstance,
  type: 'v' | 'm',
  uid: number,
): Promise<{ id: number; uid: string }> {
  if (type === 'v') {
    const p = await buildProject(app, { owner: uid });
    return { id: p.music_id, uid: p.vsqx_uid };
  }
  const m = await buildMidi(app, { owner: uid });
  return { id: m.midi_id, uid: m.midi_uid };
}

/**
 * A waiting licence request, sent through the apply endpoint (the notice to the author included). Builds the
 * author, the applicant and the project (vsqx, or MIDI with `type: 'm'`) the test does not give.
 */
export async function buildLicenceRequest(
  app: FastifyInstance,
  over: {
    author?: TestUser;
    applicant?: TestUser;
    project?: { id: number };
    type?: 'v' | 'm';
    text?: string;
  } = {},
) {
  const type = over.type ?? 'v';
  const author = over.author ?? (await registerUser(app));
  const applicant = over.applicant ?? (await registerUser(app));
  const project = over.project ?? (await ownProject(app, type, author.uid));
  const res = await as(app, applicant).post('/api/app/apply', {
    project_type: type,
    project_id: project.id,
    apply_text: over.text ?? '想用于翻唱视频',
  });
  if (res.statusCode !== 200) throw new Error(`apply failed: ${res.body}`);
  const id = (res.json() as Envelope<{ id: number }>).data!.id;
  return { author, applicant, project, id };
}
