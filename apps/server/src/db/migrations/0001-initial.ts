import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../types';

/** The whole schema of the first release: every entity of spec §3 and what DESIGN adds. */
export function initialMigration(dialect: Dialect) {
  const pk = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  const ms = 'bigint' as const;
  const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
  const int0 = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
  const counters = <T extends string>(t: CreateTableBuilder<T>) =>
    t
      .addColumn('click_num', 'integer', int0)
      .addColumn('download_num', 'integer', int0)
      .addColumn('comment_num', 'integer', int0)
      .addColumn('zan', 'integer', int0)
      .addColumn('score', 'integer', int0);

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', pk)
        .addColumn('username', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('is_manager', 'integer', int0)
        .addColumn('disabled', 'integer', int0)
        .addColumn('avatar_exist', 'integer', int0)
        .addColumn('avatar_version', 'integer', int0)
        .addColumn('gender', 'integer', int0)
        .addColumn('b_uid', 'varchar(32)', text)
        .addColumn('p_website', 'varchar(128)', text)
        .addColumn('p_desc', 'text', text)
        .addColumn('agreement', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('default_upload_desc', 'text', text)
        .addColumn('vcourse_score', 'integer', int0)
        .addColumn('checkin_score', 'integer', int0)
        .addColumn('last_checkin_day', 'varchar(10)')
        .addColumn('created_at', ms, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'integer', pk)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', ms, (c) => c.notNull())
        .addColumn('expires_at', ms, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await counters(
        db.schema
          .createTable('vsqx_projects')
          .addColumn('music_id', 'integer', pk)
          .addColumn('vsqx_uid', 'varchar(64)', (c) => c.notNull().unique())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('music_name', 'varchar(64)', (c) => c.notNull())
          .addColumn('pic_exist', 'integer', int0)
          .addColumn('pic_version', 'integer', int0)
          .addColumn('music_length', 'varchar(16)', text)
          .addColumn('up_time', ms, (c) => c.notNull())
          .addColumn('updated_at', ms, (c) => c.notNull())
          .addColumn('upload_finish', 'integer', (c) => c.notNull().defaultTo(1)),
      )
        .addColumn('music_type', 'integer', (c) => c.notNull())
        .addColumn('p_name', 'varchar(64)', text)
        .addColumn('p_desc', 'text', text)
        .addColumn('b_av', 'varchar(16)', text)
        .addColumn('b_type', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('agreement', 'integer', (c) => c.notNull())
        .addColumn('music_language', 'varchar(2)', (c) => c.notNull())
        .addColumn('tag', 'text', text)
        .addColumn('music_level', 'integer', (c) => c.notNull())
        .addColumn('lyric', 'text', text)
        .addColumn('music_desc', 'text', text)
        .addColumn('synthesizer_type', 'integer', (c) => c.notNull())
        .addColumn('synthesizer_name', 'varchar(64)', text)
        .addColumn('music_exist', 'integer', int0)
        .addColumn('file_extension', 'varchar(8)', text)
        .addColumn('file_name', 'varchar(255)', text)
        .addColumn('file_size', ms, int0)
        .addColumn('meta_json', 'text')
        .execute();
      await db.schema
        .createIndex('vsqx_user_time')
        .on('vsqx_projects')
        .columns(['user_id', 'music_id'])
        .execute();
      await db.schema
        .createIndex('vsqx_user_hot')
        .on('vsqx_projects')
        .columns(['user_id', 'score', 'music_id'])
        .execute();
      await db.schema.createIndex('vsqx_hot').on('vsqx_projects').columns(['score', 'music_id']).execute();

      await counters(
        db.schema
          .createTable('midi_projects')
          .addColumn('midi_id', 'integer', pk)
          .addColumn('midi_uid', 'varchar(64)', (c) => c.notNull().unique())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('midi_name', 'varchar(64)', (c) => c.notNull())
          .addColumn('midi_type', 'varchar(2)', (c) => c.notNull())
          .addColumn('agreement', 'integer', (c) => c.notNull())
          .addColumn('midi_language', 'varchar(2)', (c) => c.notNull())
          .addColumn('trick_num', 'varchar(2)', (c) => c.notNull())
          .addColumn('lyric', 'text', text)
          .addColumn('midi_desc', 'text', text)
          .addColumn('tag', 'text', text)
          .addColumn('p_name', 'varchar(64)', text)
          .addColumn('p_desc', 'text', text)
          .addColumn('file_extension', 'varchar(8)', text)
          .addColumn('file_name', 'varchar(255)', text)
          .addColumn('file_size', ms, int0)
          .addColumn('pic_exist', 'integer', int0)
          .addColumn('pic_version', 'integer', int0)
          .addColumn('music_length', 'varchar(16)', text)
          .addColumn('upload_finish', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('up_time', ms, (c) => c.notNull())
          .addColumn('updated_at', ms, (c) => c.notNull())
          .addColumn('meta_json', 'text'),
      ).execute();
      await db.schema
        .createIndex('midi_user_time')
        .on('midi_projects')
        .columns(['user_id', 'midi_id'])
        .execute();
      await db.schema.createIndex('midi_hot').on('midi_projects').columns(['score', 'midi_id']).execute();

      await db.schema
        .createTable('upload_slots')
        .addColumn('slot_uid', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('created_at', ms, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('staged_uploads')
        .addColumn('id', 'integer', pk)
        .addColumn('slot_uid', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'varchar(16)', (c) => c.notNull())
        .addColumn('staged_key', 'varchar(255)', (c) => c.notNull())
        .addColumn('original_name', 'varchar(255)', text)
        .addColumn('size', ms, int0)
        .addColumn('meta_json', 'text')
        .addColumn('created_at', ms, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('staged_slot_role')
        .on('staged_uploads')
        .columns(['slot_uid', 'role'])
        .execute();
      await db.schema.createIndex('staged_created').on('staged_uploads').column('created_at').execute();

      await db.schema
        .createTable('articles')
        .addColumn('article_id', 'integer', pk)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('article_title', 'varchar(64)', (c) => c.notNull())
        .addColumn('article_type', 'integer', (c) => c.notNull())
        .addColumn('article_author_type', 'integer', (c) => c.notNull())
        .addColumn('article_author_name', 'varchar(64)', text)
        .addColumn('article_link', 'varchar(128)', text)
        .addColumn('article_agreement', 'integer', (c) => c.notNull())
        .addColumn('article_md', 'text', (c) => c.notNull())
        .addColumn('article_html', 'text', (c) => c.notNull())
        .addColumn('article_cover', 'varchar(255)', text)
        .addColumn('timestamp', ms, (c) => c.notNull())
        .addColumn('updated_at', ms, (c) => c.notNull())
        .addColumn('click_num', 'integer', int0)
        .addColumn('comment_num', 'integer', int0)
        .addColumn('zan', 'integer', int0)
        .execute();
      await db.schema
        .createIndex('articles_user_time')
        .on('articles')
        .columns(['user_id', 'article_id'])
        .execute();

      await db.schema
        .createTable('favourites')
        .addColumn('id', 'integer', pk)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('music_id', 'integer', (c) =>
          c.notNull().references('vsqx_projects.music_id').onDelete('cascade'),
        )
        .addColumn('add_time', ms, (c) => c.notNull())
        .addUniqueConstraint('favourites_user_music', ['user_id', 'music_id'])
        .execute();
      await db.schema
        .createIndex('favourites_user_time')
        .on('favourites')
        .columns(['user_id', 'id'])
        .execute();
      await db.schema.createIndex('favourites_music').on('favourites').column('music_id').execute();

      await db.schema
        .createTable('likes')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('target_type', 'varchar(2)', (c) => c.notNull())
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', ms, (c) => c.notNull())
        .addPrimaryKeyConstraint('likes_pk', ['user_id', 'target_type', 'target_id'])
        .execute();

      await db.schema
        .createTable('comments')
        .addColumn('id', 'integer', pk)
        .addColumn('scene', 'integer', (c) => c.notNull())
        .addColumn('project_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('reply_to', 'integer')
        .addColumn('created_at', ms, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('comments_item')
        .on('comments')
        .columns(['scene', 'project_id', 'id'])
        .execute();

      await db.schema
        .createTable('messages')
        .addColumn('id', 'integer', pk)
        .addColumn('to_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('from_user_id', 'integer')
        .addColumn('scene', 'integer')
        .addColumn('project_id', 'integer')
        .addColumn('project_name', 'varchar(128)', text)
        .addColumn('comment_type', 'integer')
        .addColumn('title', 'varchar(128)', text)
        .addColumn('text', 'text', text)
        .addColumn('apply_type', 'integer')
        .addColumn('apply_name', 'varchar(64)', text)
        .addColumn('author_name', 'varchar(64)', text)
        .addColumn('apply_time', ms)
        .addColumn('reply_time', ms)
        .addColumn('created_at', ms, (c) => c.notNull())
        .addColumn('is_read', 'integer', int0)
        .execute();
      await db.schema
        .createIndex('messages_inbox')
        .on('messages')
        .columns(['to_user_id', 'kind', 'id'])
        .execute();
      await db.schema
        .createIndex('messages_unread')
        .on('messages')
        .columns(['to_user_id', 'is_read', 'kind'])
        .execute();

      await db.schema
        .createTable('licence_requests')
        .addColumn('id', 'integer', pk)
        .addColumn('project_type', 'varchar(2)', (c) => c.notNull())
        .addColumn('project_id', 'integer', (c) => c.notNull())
        .addColumn('applicant_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('apply_text', 'text', (c) => c.notNull())
        .addColumn('author_reply', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('reply_text', 'varchar(64)', text)
        .addColumn('apply_time', ms, (c) => c.notNull())
        .addColumn('reply_time', ms)
        .execute();
      await db.schema
        .createIndex('licence_applicant')
        .on('licence_requests')
        .columns(['applicant_id', 'id'])
        .execute();
      await db.schema
        .createIndex('licence_author')
        .on('licence_requests')
        .columns(['author_id', 'id'])
        .execute();
      // At most one waiting request per applicant and project: the database, not only the service, says so.
      await sql`create unique index licence_one_waiting on licence_requests (applicant_id, project_type, project_id) where author_reply = 1`.execute(
        db,
      );

      await db.schema
        .createTable('tutorial_docs')
        .addColumn('id', 'integer', pk)
        .addColumn('slug', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('title', 'varchar(128)', (c) => c.notNull())
        .addColumn('content_html', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', int0)
        .addColumn('updated_at', ms, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('suggestions')
        .addColumn('id', 'integer', pk)
        .addColumn('docs_id', 'integer', (c) =>
          c.notNull().references('tutorial_docs.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('easy_desc', 'varchar(255)', (c) => c.notNull())
        .addColumn('suggest_text', 'text', (c) => c.notNull())
        .addColumn('suggest_status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('manager_comment', 'varchar(128)', text)
        .addColumn('manager_id', 'integer')
        .addColumn('manager_name', 'varchar(64)', text)
        .addColumn('submit_time', ms, (c) => c.notNull())
        .addColumn('updated_at', ms, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('suggestions_status')
        .on('suggestions')
        .columns(['suggest_status', 'id'])
        .execute();

      await db.schema
        .createTable('square_posts')
        .addColumn('id', 'integer', pk)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('comment_num', 'integer', int0)
        .addColumn('created_at', ms, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('daily_stats')
        .addColumn('project_type', 'varchar(2)', (c) => c.notNull())
        .addColumn('project_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('clicks', 'integer', int0)
        .addColumn('downloads', 'integer', int0)
        .addColumn('likes', 'integer', int0)
        .addColumn('comments', 'integer', int0)
        .addPrimaryKeyConstraint('daily_stats_pk', ['project_type', 'project_id', 'day'])
        .execute();
      await db.schema
        .createIndex('daily_stats_user_day')
        .on('daily_stats')
        .columns(['user_id', 'project_type', 'day'])
        .execute();

      await db.schema
        .createTable('view_marks')
        .addColumn('viewer_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('target_type', 'varchar(2)', (c) => c.notNull())
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('hour', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('view_marks_pk', ['viewer_key', 'target_type', 'target_id', 'hour'])
        .execute();

      await db.schema
        .createTable('jobs')
        .addColumn('id', 'integer', pk)
        .addColumn('kind', 'varchar(32)', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('run_at', ms, (c) => c.notNull())
        .addColumn('locked_until', ms)
        .addColumn('attempts', 'integer', int0)
        .execute();
      await db.schema.createIndex('jobs_due').on('jobs').columns(['run_at']).execute();
    },
  };
}
