import { sql, type Expression, type SqlBool } from 'kysely';
import { resolvePublication, type Publication, type PublicationFields, type Visibility } from '@vsqx/domain';
import { notFound } from '../../lib/errors';

/*
 * The one place that says who sees an item (DESIGN §8 "Finding and managing my content"). Every public
 * surface goes through these: lists, search, the square and spaces use `publicOnly`; pages, downloads, files,
 * versions, comments and shared-link tags use `assertVisible` / `visibleTo`.
 */

/**
 * The condition for a row of `alias` (a vsqx project, MIDI project or article) to appear in any public list:
 * home lists, search, spaces and their counts. Unlisted and private items, and items waiting for their
 * scheduled publication (stored private), never do. Use it as `.where(publicOnly('p'))`.
 */
export function publicOnly(alias: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${alias}.visibility`)} = 'public'`;
}

/** Whether a viewer may open an item by its link: public and unlisted items anyone, private ones their owner. */
export function visibleTo(
  row: { visibility: string; ownerId: number },
  viewerId: number | null | undefined,
): boolean {
  return row.visibility !== ('private' satisfies Visibility) || row.ownerId === viewerId;
}

/** 404 (the same answer as a missing item, so a private item's existence does not show) unless visible. */
export function assertVisible(
  row: { visibility: string; ownerId: number } | undefined,
  viewerId: number | null | undefined,
) {
  if (!row || !visibleTo(row, viewerId)) throw notFound();
}

/**
 * The visibility columns a form asks to write: both when it names either field, none when it names neither
 * (an edit keeps the row's; a new row takes the default, public).
 */
export function publicationColumns(f: PublicationFields, now = Date.now()): Partial<Publication> {
  return resolvePublication(f, now) ?? {};
}
