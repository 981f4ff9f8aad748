import { z } from 'zod';
import { VISIBILITIES } from '../visibility/schemas';

/*
 * The columns of the item cards, each named once (issue 20). A card kind (vsqx project, MIDI project,
 * article) has one base here; each answer that shows the kind (a site card, my list, the detail page)
 * extends it with what it adds. The answers list their members in a fixed order, and so does the OpenAPI
 * document made from them, so the shared groups are spread where they fall in that order rather than
 * appended. Kept in a file of its own so the site's answer schemas can use it without the form schemas.
 */

const int = z.number().int();

/** Who made an item, as the public cards name them (`authorInfoSchema` adds the avatar). */
export const cardAuthorSchema = z.object({ uid: int, username: z.string() });

/** The cover picture: whether there is one, and its version for `?v=` (DESIGN §5). */
export const cardCoverSchema = z.object({ pic_exist: int, pic_version: int });

/** The counters a project or MIDI card shows. */
export const cardCountsSchema = z.object({ click_num: int, download_num: int, comment_num: int, zan: int });

/** The owner's lists only (DESIGN §8 status badges): who sees it, and when a waiting schedule publishes it (ms). */
export const publicationStateSchema = z.object({
  visibility: z.enum(VISIBILITIES).optional(),
  publish_at: int.nullable().optional(),
});

/** How every vsqx project card starts (site cards, my list, the detail page). */
export const projectCardBaseSchema = z.object({
  music_id: int,
  vsqx_uid: z.string(),
  music_name: z.string(),
  ...cardCoverSchema.shape,
  music_length: z.string(),
  up_time: int,
});

/** How every MIDI project card starts (site cards, my list, the detail page). */
export const midiCardBaseSchema = z.object({
  midi_id: int,
  midi_uid: z.string(),
  midi_name: z.string(),
});

/**
 * An article card as my list shows it (spec §2 "Article list"), without the owner's state; the site's cards
 * leave out the author's kind and send the type as a plain number.
 */
export const articleCardBaseSchema = z.object({
  article_id: int,
  article_title: z.string(),
  article_type: z.literal([1, 2, 3, 4]),
  article_author_type: z.literal([1, 2]),
  article_cover: z.string(),
  timestamp: int,
  click_num: int,
  comment_num: int,
});
