import type { z } from 'zod';
import type { cardCountsSchema } from './cards';
import { formatFullDate } from './relative-time';

/*
 * The meta line of a project or MIDI card and of its page's header, as the app draws it (apps/web
 * item-card.tsx, item-page-layout.tsx) and as the server paints it into the HTML before the app runs (apps/server
 * site-home-first-screen.ts, project-first-paint.ts): both take it from here, so the swap from the one to the
 * other shows no change. The labels are the language's (`common:counts.<key>`, `project.uploadedAt`).
 */

/** The counters in the order they are shown, by the key of their label. */
export const CARD_COUNT_KEYS = ['click', 'download', 'comment', 'zan'] as const;
export type CardCountKey = (typeof CARD_COUNT_KEYS)[number];

/** A card's counters by their label's key. */
export const cardCounts = (c: z.infer<typeof cardCountsSchema>): Record<CardCountKey, number> => ({
  click: c.click_num,
  download: c.download_num,
  comment: c.comment_num,
  zan: c.zan,
});

/** The upload day, YYYY-MM-DD in local time (on the server its own zone: the app redraws it in the visitor's). */
export const cardDay = (epochMs: number) => formatFullDate(new Date(epochMs));
