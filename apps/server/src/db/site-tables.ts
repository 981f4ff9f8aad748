/** Tables of the site around the creator centre: tutorials, suggestions (反馈/投诉) and the square. */
import type { Generated } from 'kysely';
import type { Millis } from './account-tables';

export interface TutorialDocsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  content_html: string;
  sort_order: number;
  updated_at: Millis;
}

export interface SuggestionsTable {
  id: Generated<number>;
  docs_id: number;
  user_id: number;
  easy_desc: string;
  suggest_text: string;
  suggest_status: Generated<number>;
  manager_comment: Generated<string>;
  manager_id: number | null;
  manager_name: Generated<string>;
  submit_time: Millis;
  updated_at: Millis;
}

export interface SquarePostsTable {
  id: Generated<number>;
  user_id: number;
  text: string;
  comment_num: Generated<number>;
  created_at: Millis;
}
