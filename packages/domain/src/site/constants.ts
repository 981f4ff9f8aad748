/*
 * The site's plain figures, apart from its zod schemas (schemas.ts): the site home's and the creator home's
 * first screens read some of them, and importing them from schemas.ts brought all of zod along (issue 19).
 */

/** Points one daily check-in adds to `checkin_score`. */
export const CHECKIN_POINTS = 1;
/** How many rows the site home shows per list. */
export const HOME_LIST_SIZE = 8;
/** Usernames offered by the @mention autocomplete. */
export const USER_SUGGEST_MAX = 8;
/** Longest trend the creator home may ask for. */
export const TREND_MAX_DAYS = 90;
/** A click counts at most once per viewer and project within this window. */
export const CLICK_WINDOW_MS = 60 * 60 * 1000;

/** Where a comment lives: 1 vsqx project, 2 article, 3 square post, 4 MIDI project. */
export const COMMENT_SCENES = [1, 2, 3, 4] as const;
export type CommentScene = (typeof COMMENT_SCENES)[number];
