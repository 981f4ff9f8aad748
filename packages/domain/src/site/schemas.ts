import type { ProjectCredit } from '../licences-v2/schemas';
import { z } from 'zod';
import { dbIdSchema, pageNumberSchema } from '../common/ids';
import { LIMITS } from '../common/limits';
import { COMMENT_SCENES, TREND_MAX_DAYS, type CommentScene } from './constants';

/*
 * The site around the creator centre (DESIGN §1, §4, §5): public project pages, likes, comments, the square,
 * check-in, home lists, search, spaces and the creator-home trend. Requests are zod schemas (server parses,
 * web builds form rules from them). The answers of the endpoint table (./endpoints.ts) are schemas in ./answers.ts;
 * the project and MIDI details are still plain interfaces.
 */

/** `?type=` of the like toggle: absent or 'v' a vsqx project, 'm' a MIDI project, 'a' an article. */
export const likeTargetSchema = z.object({ type: z.enum(['v', 'm', 'a']).default('v') });
export type LikeTarget = z.infer<typeof likeTargetSchema>['type'];

const textOf = (
  max: number,
  required: 'commentRequired' | 'postRequired',
  long: 'commentTooLong' | 'postTooLong',
) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((s) => [...s].length <= max, long);

/** The comment box: what the browser checks and the server checks again. */
export const commentTextSchema = textOf(LIMITS.commentMax, 'commentRequired', 'commentTooLong');
export const postTextSchema = textOf(LIMITS.postMax, 'postRequired', 'postTooLong');

/** `POST /api/app/comment` JSON. */
export const commentCreateSchema = z.object({
  scene: z.coerce
    .number()
    .refine((s) => (COMMENT_SCENES as readonly number[]).includes(s))
    .transform((s) => s as CommentScene)
    .meta({ enum: [...COMMENT_SCENES] }), // the document lists the scenes the refine accepts
  project_id: dbIdSchema,
  text: commentTextSchema,
  reply_to: dbIdSchema.nullish(),
});
export type CommentCreate = z.infer<typeof commentCreateSchema>;

/** `GET /api/app/comments?scene&project_id&page`. */
export const commentListQuerySchema = z.object({
  scene: commentCreateSchema.shape.scene,
  project_id: dbIdSchema,
  page: pageNumberSchema.default(1),
});

/** `POST /api/app/square` JSON. */
export const squarePostCreateSchema = z.object({ text: postTextSchema });

/** `?page=` of public lists (10 per page, spec §9). */
export const pageQuerySchema = z.object({ page: pageNumberSchema.default(1) });

/** What the search looks in: vsqx projects (default), MIDI projects or articles. */
export const SEARCH_KINDS = ['vsqx', 'midi', 'article'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** `type` (DESIGN §8: project | midi | article) names the list; the older `kind` still works when `type` is absent. */
export const searchQuerySchema = z.object({
  q: z.string().trim().max(50).default(''),
  kind: z.enum(SEARCH_KINDS).default('vsqx'),
  type: z.enum(['project', 'midi', 'article']).optional(),
  page: pageQuerySchema.shape.page,
});

export const userSuggestQuerySchema = z.object({
  prefix: z.string().trim().max(LIMITS.nicknameMax).default(''),
});

export const trendQuerySchema = z.object({
  kind: z.enum(['vsqx', 'midi']).default('vsqx'),
  days: z.coerce.number().int().min(1).max(TREND_MAX_DAYS).default(30),
});

/** The public author of an item. */
export const authorInfoSchema = z.object({
  uid: z.number().int(),
  username: z.string(),
  avatar_exist: z.number().int(),
  avatar_version: z.number().int(),
});
export type AuthorInfo = z.infer<typeof authorInfoSchema>;

/** The caller's own state on an item (absent fields when not logged in). */
export interface MyState {
  my_zan: boolean;
  my_fav: boolean;
}

/** `GET /api/app/project/{music_id}`: everything public about a vsqx project, nothing private. */
export interface ProjectDetail extends AuthorInfo, MyState {
  music_id: number;
  vsqx_uid: string;
  music_name: string;
  pic_exist: number;
  pic_version: number;
  music_length: string;
  up_time: number;
  updated_at: number;
  upload_finish: number;
  click_num: number;
  download_num: number;
  comment_num: number;
  zan: number;
  score: number;
  music_type: number;
  p_name: string;
  p_desc: string;
  b_av: string;
  b_type: number;
  agreement: number;
  music_language: string;
  tag: string;
  /** `tag` split, and the part of it that names singers. */
  tags: string[];
  singer_tags: string[];
  music_level: number;
  lyric: string;
  music_desc: string;
  synthesizer_type: number;
  synthesizer_name: string;
  music_exist: number;
  file_extension: string;
  /** 1 when the author offers converted downloads (DESIGN §8), else 0. */
  allow_convert: number; /** DESIGN §8 "Credits": accepted credits, free-text names and source projects, in the owner's order. */
  credits: ProjectCredit[];
}

/** `GET /api/app/midi/{midi_id}`. MIDI projects are not favourited (favourites hold vsqx projects). */
export interface MidiDetail extends AuthorInfo, MyState {
  midi_id: number;
  midi_uid: string;
  midi_name: string;
  midi_type: string;
  agreement: number;
  midi_language: string;
  trick_num: string;
  lyric: string;
  midi_desc: string;
  tag: string;
  tags: string[];
  p_name: string;
  p_desc: string;
  file_extension: string;
  pic_exist: number;
  pic_version: number;
  music_length: string;
  upload_finish: number;
  up_time: number;
  click_num: number;
  download_num: number;
  comment_num: number;
  zan: number;
  score: number;
  /** 1 when the author offers converted downloads, else 0. */
  allow_convert: number;
  credits: ProjectCredit[];
}

export interface LikeResult {
  liked: boolean;
  zan: number;
}

export const commentItemSchema = authorInfoSchema.extend({
  id: z.number().int(),
  scene: z.number().int(),
  project_id: z.number().int(),
  text: z.string(),
  created_at: z.number().int(),
  reply_to: z.number().int().nullable(),
  /** Author of the answered comment (null when it was deleted or this is no reply). */
  reply_to_uid: z.number().int().nullable(),
  reply_to_name: z.string().nullable(),
});
export type CommentItem = z.infer<typeof commentItemSchema>;
