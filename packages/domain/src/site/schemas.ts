import { projectCreditSchema } from '../licences-v2/schemas';
import * as cards from '../common/cards';
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
export const authorInfoSchema = cards.cardAuthorSchema.extend({
  avatar_exist: z.number().int(),
  avatar_version: z.number().int(),
});
export type AuthorInfo = z.infer<typeof authorInfoSchema>;

const int = z.number().int();

/** The caller's own state on an item (false when not logged in). */
const myStateSchema = z.object({ my_zan: z.boolean(), my_fav: z.boolean() });

/** `GET /api/app/project/{music_id}`: everything public about a vsqx project, nothing private. */
export const projectDetailSchema = authorInfoSchema.extend({
  ...myStateSchema.shape,
  ...cards.projectCardBaseSchema.shape,
  updated_at: int,
  upload_finish: int,
  ...cards.cardCountsSchema.shape,
  score: z.number(),
  music_type: int,
  p_name: z.string(),
  p_desc: z.string(),
  b_av: z.string(),
  b_type: int,
  agreement: int,
  music_language: z.string(),
  tag: z.string(),
  /** `tag` split, and the part of it that names singers. */
  tags: z.array(z.string()),
  singer_tags: z.array(z.string()),
  music_level: int,
  lyric: z.string(),
  music_desc: z.string(),
  synthesizer_type: int,
  synthesizer_name: z.string(),
  music_exist: int,
  file_extension: z.string(),
  /** 1 when the author offers converted downloads (DESIGN §8), else 0. */
  allow_convert: int,
  /** DESIGN §8 "Credits": accepted credits, free-text names and source projects, in the owner's order. */
  credits: z.array(projectCreditSchema),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** `GET /api/app/midi/{midi_id}`. MIDI projects are not favourited (favourites hold vsqx projects). */
export const midiDetailSchema = authorInfoSchema.extend({
  ...myStateSchema.shape,
  ...cards.midiCardBaseSchema.shape,
  midi_type: z.string(),
  agreement: int,
  midi_language: z.string(),
  trick_num: z.string(),
  lyric: z.string(),
  midi_desc: z.string(),
  tag: z.string(),
  tags: z.array(z.string()),
  p_name: z.string(),
  p_desc: z.string(),
  file_extension: z.string(),
  ...cards.cardCoverSchema.shape,
  music_length: z.string(),
  upload_finish: int,
  up_time: int,
  ...cards.cardCountsSchema.shape,
  score: z.number(),
  /** 1 when the author offers converted downloads, else 0. */
  allow_convert: int,
  credits: z.array(projectCreditSchema),
});
export type MidiDetail = z.infer<typeof midiDetailSchema>;

/** `POST /api/app/zan/{id}`: the like's new state and count. */
export const likeResultSchema = z.object({ liked: z.boolean(), zan: int });
export type LikeResult = z.infer<typeof likeResultSchema>;

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
