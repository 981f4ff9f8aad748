import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Visibility } from '@vsqx/domain';
import type { ListCountsTable, ProjectCardsTable, ProjectItemsTable } from './derived-tables';
import type {
  EmailTokensTable,
  LoginFailuresTable,
  Millis,
  SessionsTable,
  UsersTable,
} from './account-tables';

export type { EmailTokensTable, LoginFailuresTable, SessionsTable, UsersTable } from './account-tables';
import type {
  LicenceSettingsTable,
  LicenceThreadTable,
  LicenceWorksTable,
  ProjectCreditsTable,
} from './licence-tables';
import type {
  AnalyticsDailyTable,
  AnalyticsEventsTable,
  AnalyticsItemDailyTable,
  AnalyticsMarksTable,
  AnalyticsOwnerDailyTable,
  AnalyticsSaltsTable,
} from './analytics-tables';
import type { LiveTicketsTable, MessageSettingsTable } from './live-tables';
import type { SquarePostsTable, SuggestionsTable, TutorialDocsTable } from './site-tables';
import type { CommentsTable, FavouritesTable, LikesTable, MessagesTable } from './interaction-tables';
import type {
  StagedUploadsTable,
  TusUploadsTable,
  UploadPresetsTable,
  UploadSlotsTable,
} from './upload-tables';
export type * from './licence-tables';
export type * from './analytics-tables';
export type * from './live-tables';
export type * from './upload-tables';
export type * from './site-tables';
export type * from './interaction-tables';

/** Shared columns of vsqx and MIDI projects: counters and the maintained popularity score. */
interface Counters {
  click_num: Generated<number>;
  download_num: Generated<number>;
  comment_num: Generated<number>;
  zan: Generated<number>;
  /** 15 x zan + 15 x downloads + 10 x comments + clicks, kept up to date on every count change. */
  score: Generated<number>;
}

export interface VsqxProjectsTable extends Counters {
  music_id: Generated<number>;
  vsqx_uid: string;
  user_id: number;
  music_name: string;
  pic_exist: Generated<number>;
  pic_version: Generated<number>;
  music_length: Generated<string>;
  up_time: Millis;
  updated_at: Millis;
  upload_finish: Generated<number>;
  music_type: number;
  p_name: string;
  p_desc: Generated<string>;
  b_av: Generated<string>;
  b_type: Generated<number>;
  agreement: number;
  music_language: string;
  tag: string;
  music_level: number;
  lyric: Generated<string>;
  music_desc: string;
  synthesizer_type: number;
  synthesizer_name: Generated<string>;
  music_exist: Generated<number>;
  file_extension: string;
  file_name: Generated<string>;
  file_size: Generated<number>;
  meta_json: string | null;
  /** Converted downloads on (1, the default) or off (0): migration 0016. */
  allow_convert: Generated<number>;
  /** The current version's file (migration 0020); null: the spec's live key `project/{uid}.{ext}`. */
  file_key: string | null;
  /** 'public' | 'unlisted' | 'private' (migration 0035, modules/visibility). */
  visibility: Generated<Visibility>;
  /** When a scheduled publication makes the row public (ms); null when none waits. */
  publish_at: number | null;
}

/** One file a project has had (migration 0020, DESIGN §8 "Versions"); never changed once written but for `downloads`. */
export interface ProjectVersionsTable {
  id: Generated<number>;
  project_type: string; // 'v'
  project_id: number;
  user_id: number;
  version: number;
  file_key: string;
  file_extension: string;
  file_name: string;
  size: number;
  sha256: string | null;
  note: Generated<string>;
  meta_json: string | null;
  created_at: Millis;
  downloads: Generated<number>;
}

export interface MidiProjectsTable extends Counters {
  midi_id: Generated<number>;
  midi_uid: string;
  user_id: number;
  midi_name: string;
  midi_type: string;
  agreement: number;
  midi_language: string;
  trick_num: string;
  lyric: Generated<string>;
  midi_desc: string;
  tag: string;
  p_name: string;
  p_desc: Generated<string>;
  file_extension: Generated<string>;
  file_name: Generated<string>;
  file_size: Generated<number>;
  pic_exist: Generated<number>;
  pic_version: Generated<number>;
  music_length: Generated<string>;
  upload_finish: Generated<number>;
  up_time: Millis;
  updated_at: Millis;
  meta_json: string | null;
  /** Converted downloads on (1) or off (0): migration 0016. */
  allow_convert: Generated<number>;
  /** 'public' | 'unlisted' | 'private' (migration 0035, modules/visibility). */
  visibility: Generated<Visibility>;
  /** When a scheduled publication makes the row public (ms); null when none waits. */
  publish_at: number | null;
  /** The current version's file (migration 0027); null: the spec's live key `midi/{uid}.mid`. */
  file_key: string | null;
}

export interface ArticlesTable {
  article_id: Generated<number>;
  user_id: number;
  article_title: string;
  article_type: number;
  article_author_type: number;
  article_author_name: Generated<string>;
  article_link: Generated<string>;
  article_agreement: number;
  article_md: string;
  article_html: string;
  article_cover: Generated<string>;
  timestamp: Millis;
  updated_at: Millis;
  click_num: Generated<number>;
  comment_num: Generated<number>;
  zan: Generated<number>;
  /** 'public' | 'unlisted' | 'private' (migration 0035, modules/visibility). */
  visibility: Generated<Visibility>;
  /** When a scheduled publication makes the row public (ms); null when none waits. */
  publish_at: number | null;
}

export interface LicenceRequestsTable {
  id: Generated<number>;
  project_type: string; // 'v' | 'm'
  project_id: number;
  applicant_id: number;
  author_id: number;
  apply_text: string;
  author_reply: Generated<number>;
  reply_text: Generated<string>;
  apply_time: Millis;
  reply_time: Millis | null;
  /** Migration 0040 (DESIGN §8 "Licences 2.0"): null on requests sent without it (the spec's form). */
  use_type: string | null;
  platform: Generated<string>;
  planned_link: Generated<string>;
  /** Issued when allowed; the public certificate's address. */
  certificate_code: string | null;
  granted_at: Millis | null;
  /** Set once by the owner's revocation; the request stays author_reply 2. */
  revoked_at: Millis | null;
  revoke_reason: Generated<string>;
}

/** Per-day counts per project (trend chart); day is 'YYYY-MM-DD' in UTC. */
export interface DailyStatsTable {
  project_type: string; // 'v' | 'm'
  project_id: number;
  user_id: number;
  day: string;
  clicks: Generated<number>;
  downloads: Generated<number>;
  likes: Generated<number>;
  comments: Generated<number>;
}

/** A viewer's click on a project within one hour, so a view counts once per hour (site issue). */
export interface ViewMarksTable {
  viewer_key: string;
  target_type: string;
  target_id: number;
  hour: number;
}

/** Background work that must run exactly once across instances (the transfer of a project file). */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** What the job is about (a MIDI transfer: its project's midi_uid), so its jobs are found by index. */
  subject: ColumnType<string | null, string | null | undefined, string | null>;
  payload: string;
  run_at: Millis;
  locked_until: Millis | null;
  attempts: Generated<number>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  vsqx_projects: VsqxProjectsTable;
  midi_projects: MidiProjectsTable;
  upload_slots: UploadSlotsTable;
  staged_uploads: StagedUploadsTable;
  tus_uploads: TusUploadsTable;
  articles: ArticlesTable;
  favourites: FavouritesTable;
  likes: LikesTable;
  comments: CommentsTable;
  messages: MessagesTable;
  licence_requests: LicenceRequestsTable;
  tutorial_docs: TutorialDocsTable;
  suggestions: SuggestionsTable;
  square_posts: SquarePostsTable;
  daily_stats: DailyStatsTable;
  view_marks: ViewMarksTable;
  login_failures: LoginFailuresTable;
  jobs: JobsTable;
  list_counts: ListCountsTable;
  project_cards: ProjectCardsTable;
  project_items: ProjectItemsTable;
  project_versions: ProjectVersionsTable;
  analytics_events: AnalyticsEventsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_marks: AnalyticsMarksTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_owner_daily: AnalyticsOwnerDailyTable;
  analytics_item_daily: AnalyticsItemDailyTable;
  live_tickets: LiveTicketsTable;
  message_settings: MessageSettingsTable;
  upload_presets: UploadPresetsTable;
  licence_thread: LicenceThreadTable;
  licence_works: LicenceWorksTable;
  licence_settings: LicenceSettingsTable;
  project_credits: ProjectCreditsTable;
}

export type ArticleRow = Selectable<ArticlesTable>;
