import { z } from 'zod';
import {
  articleCardBaseSchema,
  cardAuthorSchema,
  cardCountsSchema,
  cardCoverSchema,
  midiCardBaseSchema,
  projectCardBaseSchema,
} from '../common/cards';
import { authorInfoSchema } from './schemas';

/*
 * What the site's public lists and the creator home answer in `data` (issue 20): exact schemas, the types
 * derived from them. Kept apart from the request schemas so a first screen that names these types only
 * (`import type`) loads neither them nor zod.
 */

const int = z.number().int();

/** A project as a card (home, search, space). */
export const projectCardSchema = projectCardBaseSchema.extend({
  ...cardCountsSchema.shape,
  tag: z.string(),
  ...cardAuthorSchema.shape,
});
export type ProjectCard = z.infer<typeof projectCardSchema>;

export const midiCardSchema = midiCardBaseSchema.extend({
  ...cardCoverSchema.shape,
  up_time: int,
  ...cardCountsSchema.shape,
  tag: z.string(),
  ...cardAuthorSchema.shape,
});
export type MidiCard = z.infer<typeof midiCardSchema>;

/** The site's article card: `article_type` as a plain number, as it has always been documented. */
export const articleCardSchema = articleCardBaseSchema
  .omit({ article_author_type: true })
  .extend({ article_type: int, ...cardAuthorSchema.shape });
export type ArticleCard = z.infer<typeof articleCardSchema>;

/** A page of search or space rows: which card depends on the list asked for. */
export const cardListSchema = z.union([
  z.array(projectCardSchema),
  z.array(midiCardSchema),
  z.array(articleCardSchema),
]);

/** `GET /api/app/home`. */
export const siteHomeSchema = z.object({
  newest: z.array(projectCardSchema),
  popular: z.array(projectCardSchema),
  articles: z.array(articleCardSchema),
});
export type SiteHome = z.infer<typeof siteHomeSchema>;

/** `GET /api/app/space/{uid}`. */
export const spaceProfileSchema = authorInfoSchema.extend({
  gender: int,
  p_desc: z.string(),
  p_website: z.string(),
  b_uid: z.string(),
  project_num: int,
  midi_num: int,
  article_num: int,
});
export type SpaceProfile = z.infer<typeof spaceProfileSchema>;

export const userSuggestionSchema = z.object({ uid: int, username: z.string(), avatar_exist: int });
export type UserSuggestion = z.infer<typeof userSuggestionSchema>;

export const squarePostSchema = authorInfoSchema.extend({
  id: int,
  text: z.string(),
  comment_num: int,
  created_at: int,
});
export type SquarePost = z.infer<typeof squarePostSchema>;

export const checkinStateSchema = z.object({ checked_in: z.boolean(), checkin_score: int });
export type CheckinState = z.infer<typeof checkinStateSchema>;

/** One day of `GET /api/user/trend`; every day of the range is present, empty ones with zeros. */
export const trendPointSchema = z.object({
  day: z.string(),
  clicks: int,
  downloads: int,
  likes: int,
  comments: int,
});
export type TrendPoint = z.infer<typeof trendPointSchema>;
