import { z } from 'zod';
import { listQuerySchema } from '../common/paging';
import { ENGINE_CHOICES } from '../projects/engines';

/** Longest search text (the site search's limit before this feature). */
export const SEARCH_MAX = 50;

/** A search text: trimmed, at most SEARCH_MAX characters; empty means "no search". */
export const searchTextSchema = z.string().trim().max(SEARCH_MAX);

/** Characters, not UTF-16 units: a trigram is three characters, and a CJK character is one. */
export const searchLength = (q: string) => [...q].length;

const optionalNumber = (max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(max).optional());

/** Engine filter: the project form's engine choices (projects/engines.ts). */
export const ENGINE_FILTERS = ENGINE_CHOICES.map((c) => c.key) as [string, ...string[]];

/**
 * `?q&engine&agreement&type&visibility` of the creator-centre lists (DESIGN §8 "Finding and managing my content")
 * besides `page`, `page_size` and `sort`. `type`: 1 original, 2 repost (projects' music_type, MIDI's midi_type,
 * articles' article_author_type); `agreement`: the licence (1-4; articles 1-2); `visibility`: who sees it.
 */
export const myListQuerySchema = listQuerySchema.extend({
  q: searchTextSchema.optional(),
  engine: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ENGINE_FILTERS).optional()),
  agreement: optionalNumber(4),
  type: optionalNumber(2),
  visibility: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['public', 'unlisted', 'private']).optional(),
  ),
});
export type MyListQuery = z.infer<typeof myListQuerySchema>;

/** Whether a my-list query asks for anything beyond a page (then it takes the search path, not the stored-card path). */
export function isFiltered(q: MyListQuery): boolean {
  return !!(q.q || q.engine || q.agreement || q.type || q.visibility);
}

/** What the public search looks in (DESIGN §8 "Public search"). */
export const SEARCH_TYPES = ['project', 'midi', 'article'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
