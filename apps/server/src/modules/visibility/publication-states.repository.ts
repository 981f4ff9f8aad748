import type { DB } from '../../db/database';

/** The first id member of a stored card: `music_id` (a vsqx card) or `midi_id` (a MIDI card of the merged list). */
const ID_MEMBER = /"(music_id|midi_id)":(\d+)/;

/**
 * The owner's lists show each item's visibility and waiting schedule (DESIGN §8 status badges), but the stored
 * cards (migrations 0012, 0018) are shared with public lists and do not carry them. This reads both columns for
 * the page's items, two primary-key lookups, and appends them to each card's text: `,"visibility":…,"publish_at":…}`.
 * Only the owner's list routes call it; a public list never shows anything but public items anyway.
 */
export async function withPublication(db: DB, cards: string[]): Promise<string[]> {
  const ids = { music_id: [] as number[], midi_id: [] as number[] };
  const keys = cards.map((card) => {
    const m = ID_MEMBER.exec(card);
    if (!m) return null;
    ids[m[1] as keyof typeof ids].push(Number(m[2]));
    return `${m[1]}:${m[2]}`;
  });
  const states = new Map<string, { visibility: string; publish_at: number | null }>();
  const [vsqx, midi] = await Promise.all([
    ids.music_id.length
      ? db
          .selectFrom('vsqx_projects')
          .select(['music_id as id', 'visibility', 'publish_at'])
          .where('music_id', 'in', ids.music_id)
          .execute()
      : [],
    ids.midi_id.length
      ? db
          .selectFrom('midi_projects')
          .select(['midi_id as id', 'visibility', 'publish_at'])
          .where('midi_id', 'in', ids.midi_id)
          .execute()
      : [],
  ]);
  for (const r of vsqx) states.set(`music_id:${r.id}`, r);
  for (const r of midi) states.set(`midi_id:${r.id}`, r);
  return cards.map((card, i) => {
    const s = keys[i] ? states.get(keys[i]) : undefined;
    if (!s) return card;
    const at = s.publish_at === null ? 'null' : String(Number(s.publish_at));
    return `${card.slice(0, card.lastIndexOf('}'))},"visibility":${JSON.stringify(s.visibility)},"publish_at":${at}}`;
  });
}
