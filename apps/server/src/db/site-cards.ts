import { sql, type RawBuilder } from 'kysely';
import type { ProjectCard } from '@vsqx/domain';
import { cardSql, num, text, type CardDefinition } from './card-sql';
import { PROJECT_CARD_HEAD } from './cards';
import type { Dialect } from './types';

// Site cards built when read, with the stored cards' recipe (card-sql.ts): the database writes each card's JSON
// text, which the page splices into its envelope as it is (okCards). Not stored: nothing keeps them.

/**
 * A public project card (ProjectCard: search pages) over the vsqx_projects row `r`; the author's name is looked
 * up for each row the page keeps (every project has its author: user_id references users, and every column
 * here is NOT NULL).
 */
export const SITE_PROJECT_CARD: CardDefinition<ProjectCard> = {
  ...PROJECT_CARD_HEAD,
  click_num: num(),
  download_num: num(),
  comment_num: num(),
  zan: num(),
  tag: text(),
  uid: num((r) => `${r}.user_id`),
  username: text((r) => `(select u.username from users u where u.id = ${r}.user_id)`),
};

/** SITE_PROJECT_CARD's JSON text over the row aliased `r`, as a select expression. */
export const siteProjectCard = (dialect: Dialect, r: string): RawBuilder<string> =>
  sql<string>`(${sql.raw(cardSql(dialect, SITE_PROJECT_CARD, r))})`;
