import { SINGER_COMP_IDS, SINGER_NAME_RULES } from './singer-table';

/**
 * NFKC (full-width letters and digits become ASCII), lower-case, spaces collapsed, trimmed.
 * The ideographic space and other odd blanks become plain spaces on the way.
 */
export function normaliseSingerName(raw: string): string {
  return raw.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Cross-synthesis pairs and decorated names ("RIN_V4X_Power/Warm", "Rin_ACT2(V2)", "天依、阿绫") are split
 * and every part is tried on its own; the whole name is tried first.
 */
export function singerNameParts(raw: string): string[] {
  const whole = normaliseSingerName(raw);
  if (!whole) return [];
  const parts = whole
    .split(/[/()（）、,，&+|]/)
    .map((p) => p.trim())
    .filter(Boolean);
  return [whole, ...parts.filter((p) => p !== whole)];
}

/** The tag of one name part, by the ordered rules; null when no rule knows it. */
export function tagOfNamePart(part: string): string | null {
  for (const rule of SINGER_NAME_RULES) if (rule.re.test(part)) return rule.tag;
  return null;
}

/**
 * Tags of one raw name. A compound name is matched part by part (matching the whole of
 * "MIKU_…/Tianyi_CHN" would read "miku…chn" as 初音v4c); the whole is only a fallback.
 */
export function tagsOfName(raw: string): string[] {
  const [whole, ...parts] = singerNameParts(raw);
  if (whole === undefined) return [];
  const fromParts = unique(parts.map(tagOfNamePart).filter((t): t is string => t !== null));
  if (fromParts.length > 0) return fromParts;
  const direct = tagOfNamePart(whole);
  return direct ? [direct] : [];
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

/**
 * Maps the singer identifiers of a file to recommended tags: compIDs first (exact, upper-cased), then
 * the names through the ordered rules. `unmatched` lists the names no rule knows and the compIDs the
 * table lacks (as `compID:<id>`), so an operator can grow the table. Tags keep their first-seen order.
 */
export function matchSingerTags(names: string[], compIds: string[]): { tags: string[]; unmatched: string[] } {
  const tags: string[] = [];
  const unmatched: string[] = [];
  for (const id of compIds) {
    const key = id.normalize('NFKC').trim().toUpperCase();
    if (!key) continue;
    const tag = SINGER_COMP_IDS[key];
    if (tag) tags.push(tag);
    else unmatched.push(`compID:${key}`);
  }
  for (const name of names) {
    const found = tagsOfName(name);
    if (found.length > 0) tags.push(...found);
    else if (name.trim()) unmatched.push(name.trim());
  }
  return { tags: unique(tags), unmatched: unique(unmatched) };
}
