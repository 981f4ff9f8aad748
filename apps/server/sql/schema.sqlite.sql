CREATE INDEX "analytics_daily_owner_day" on "analytics_daily" ("owner_id", "day");

CREATE INDEX "analytics_events_owner_day" on "analytics_events" ("owner_id", "day");

CREATE INDEX "analytics_marks_age" on "analytics_marks" ("counted_at");

CREATE INDEX articles_publish_at on articles (publish_at) where publish_at is not null;

CREATE INDEX "articles_user_time" on "articles" ("user_id", "article_id");

CREATE INDEX "comments_item" on "comments" ("scene", "project_id", "id");

CREATE INDEX "daily_stats_user_day" on "daily_stats" ("user_id", "project_type", "day");

CREATE INDEX "email_tokens_user" on "email_tokens" ("user_id", "purpose");

CREATE INDEX "favourites_music" on "favourites" ("music_id");

CREATE INDEX "favourites_user_time" on "favourites" ("user_id", "id");

CREATE INDEX "jobs_due" on "jobs" ("run_at");

CREATE INDEX "jobs_subject" on "jobs" ("kind", "subject");

CREATE INDEX "licence_applicant" on "licence_requests" ("applicant_id", "id");

CREATE INDEX "licence_author" on "licence_requests" ("author_id", "id");

CREATE UNIQUE INDEX "licence_certificate" on "licence_requests" ("certificate_code");

CREATE UNIQUE INDEX licence_one_waiting on licence_requests (applicant_id, project_type, project_id) where author_reply = 1;

CREATE INDEX "licence_thread_request" on "licence_thread" ("request_id", "id");

CREATE INDEX "licence_works_project" on "licence_works" ("project_type", "project_id", "id");

CREATE INDEX "licence_works_request" on "licence_works" ("request_id");

CREATE INDEX "live_tickets_expiry" on "live_tickets" ("expires_at");

CREATE INDEX "login_failures_updated" on "login_failures" ("updated_at");

CREATE INDEX "messages_inbox" on "messages" ("to_user_id", "kind", "id");

CREATE INDEX "messages_unread" on "messages" ("to_user_id", "is_read", "kind");

CREATE INDEX "midi_hot" on "midi_projects" ("score", "midi_id");

CREATE INDEX midi_projects_publish_at on midi_projects (publish_at) where publish_at is not null;

CREATE INDEX "midi_user_time" on "midi_projects" ("user_id", "midi_id");

CREATE INDEX "project_credits_project" on "project_credits" ("project_type", "project_id", "position");

CREATE INDEX "project_credits_source" on "project_credits" ("source_project_id");

CREATE INDEX "project_credits_user" on "project_credits" ("user_id", "status");

CREATE INDEX "project_items_user_hot" on "project_items" ("user_id", "score", "up_time", "kind", "item_id");

CREATE INDEX "project_items_user_time" on "project_items" ("user_id", "up_time", "kind", "item_id");

CREATE INDEX "project_versions_blob" on "project_versions" ("user_id", "sha256");

CREATE UNIQUE INDEX "project_versions_number" on "project_versions" ("project_type", "project_id", "version");

CREATE INDEX "project_versions_owner_files" on "project_versions" ("user_id", "project_type", "project_id", "file_key", "size");

CREATE INDEX "sessions_user" on "sessions" ("user_id");

CREATE INDEX "staged_created" on "staged_uploads" ("created_at");

CREATE INDEX "staged_slot_role" on "staged_uploads" ("slot_uid", "role");

CREATE INDEX "suggestions_status" on "suggestions" ("suggest_status", "id");

CREATE INDEX "tus_uploads_age" on "tus_uploads" ("created_at");

CREATE INDEX "tus_uploads_target" on "tus_uploads" ("user_id", "target", "slot_uid");

CREATE UNIQUE INDEX "upload_presets_user_name" on "upload_presets" ("user_id", "name");

CREATE INDEX "users_email" on "users" ("email");

CREATE INDEX "vsqx_hot" on "vsqx_projects" ("score", "music_id");

CREATE INDEX "vsqx_projects_private" on "vsqx_projects" ("music_id") where visibility = 'private';

CREATE INDEX vsqx_projects_publish_at on vsqx_projects (publish_at) where publish_at is not null;

CREATE INDEX "vsqx_user_hot" on "vsqx_projects" ("user_id", "score", "music_id");

CREATE INDEX "vsqx_user_time" on "vsqx_projects" ("user_id", "music_id");

CREATE TABLE "analytics_daily" ("item_type" varchar(1) not null, "item_id" integer not null, "day" varchar(10) not null, "source" varchar(8) default '' not null, "host" varchar(100) default '' not null, "owner_id" integer not null, "views" integer default 0 not null, "downloads" integer default 0 not null, "likes" integer default 0 not null, "favourites" integer default 0 not null, "comments" integer default 0 not null, "licence_requests" integer default 0 not null, constraint "analytics_daily_pk" primary key ("item_type", "item_id", "day", "source", "host"));

CREATE TABLE "analytics_events" ("id" integer primary key autoincrement, "owner_id" integer not null, "item_type" varchar(1) not null, "item_id" integer not null, "day" varchar(10) not null, "metric" varchar(16) not null, "n" integer default 1 not null, "source" varchar(8) default '' not null, "host" varchar(100) default '' not null);

CREATE TABLE "analytics_item_daily" ("owner_id" integer not null, "day" varchar(10) not null, "item_type" varchar(1) not null, "item_id" integer not null, "views" integer default 0 not null, "downloads" integer default 0 not null, "likes" integer default 0 not null, "favourites" integer default 0 not null, "comments" integer default 0 not null, "licence_requests" integer default 0 not null, constraint "analytics_item_daily_pk" primary key ("owner_id", "day", "item_type", "item_id"));

CREATE TABLE "analytics_marks" ("viewer_key" varchar(64) not null, "item_type" varchar(1) not null, "item_id" integer not null, "counted_at" bigint not null, constraint "analytics_marks_pk" primary key ("viewer_key", "item_type", "item_id"));

CREATE TABLE "analytics_owner_daily" ("owner_id" integer not null, "day" varchar(10) not null, "source" varchar(8) default '' not null, "host" varchar(100) default '' not null, "views" integer default 0 not null, "downloads" integer default 0 not null, "likes" integer default 0 not null, "favourites" integer default 0 not null, "comments" integer default 0 not null, "licence_requests" integer default 0 not null, constraint "analytics_owner_daily_pk" primary key ("owner_id", "day", "source", "host"));

CREATE TABLE "analytics_salts" ("day" varchar(10) primary key, "salt" varchar(64) not null);

CREATE TABLE "articles" ("article_id" integer primary key autoincrement, "user_id" integer not null references "users" ("id") on delete cascade, "article_title" varchar(64) not null, "article_type" integer not null, "article_author_type" integer not null, "article_author_name" varchar(64) default '' not null, "article_link" varchar(128) default '' not null, "article_agreement" integer not null, "article_md" text not null, "article_html" text not null, "article_cover" varchar(255) default '' not null, "timestamp" bigint not null, "updated_at" bigint not null, "click_num" integer default 0 not null, "comment_num" integer default 0 not null, "zan" integer default 0 not null, "visibility" varchar(10) default 'public' not null, "publish_at" bigint);

CREATE TABLE "comments" ("id" integer primary key autoincrement, "scene" integer not null, "project_id" integer not null, "user_id" integer not null references "users" ("id") on delete cascade, "text" text not null, "reply_to" integer, "created_at" bigint not null);

CREATE TABLE "daily_stats" ("project_type" varchar(2) not null, "project_id" integer not null, "user_id" integer not null references "users" ("id") on delete cascade, "day" varchar(10) not null, "clicks" integer default 0 not null, "downloads" integer default 0 not null, "likes" integer default 0 not null, "comments" integer default 0 not null, constraint "daily_stats_pk" primary key ("project_type", "project_id", "day"));

CREATE TABLE "email_tokens" ("id" integer primary key autoincrement, "user_id" integer not null references "users" ("id") on delete cascade, "purpose" varchar(20) not null, "token_hash" varchar(64) not null unique, "email" varchar(254), "created_at" bigint not null, "expires_at" bigint not null, "used_at" bigint);

CREATE TABLE "favourites" ("id" integer primary key autoincrement, "user_id" integer not null references "users" ("id") on delete cascade, "music_id" integer not null references "vsqx_projects" ("music_id") on delete cascade, "add_time" bigint not null, constraint "favourites_user_music" unique ("user_id", "music_id"));

CREATE TABLE "jobs" ("id" integer primary key autoincrement, "kind" varchar(32) not null, "payload" text not null, "run_at" bigint not null, "locked_until" bigint, "attempts" integer default 0 not null, "subject" varchar(64));

CREATE TABLE "licence_requests" ("id" integer primary key autoincrement, "project_type" varchar(2) not null, "project_id" integer not null, "applicant_id" integer not null references "users" ("id") on delete cascade, "author_id" integer not null references "users" ("id") on delete cascade, "apply_text" text not null, "author_reply" integer default 1 not null, "reply_text" varchar(64) default '' not null, "apply_time" bigint not null, "reply_time" bigint, "use_type" varchar(16), "platform" varchar(64) default '' not null, "planned_link" varchar(256) default '' not null, "certificate_code" varchar(32), "granted_at" bigint, "revoked_at" bigint, "revoke_reason" varchar(256) default '' not null);

CREATE TABLE "licence_settings" ("project_type" varchar(2) not null, "project_id" integer not null, "auto_allow" varchar(16) default 'none' not null, constraint "licence_settings_pk" primary key ("project_type", "project_id"));

CREATE TABLE "licence_thread" ("id" integer primary key autoincrement, "request_id" integer not null references "licence_requests" ("id") on delete cascade, "user_id" integer not null references "users" ("id") on delete cascade, "text" varchar(2000) not null, "created_at" bigint not null);

CREATE TABLE "licence_works" ("id" integer primary key autoincrement, "request_id" integer not null references "licence_requests" ("id") on delete cascade, "project_type" varchar(2) not null, "project_id" integer not null, "user_id" integer not null references "users" ("id") on delete cascade, "link" varchar(512) not null, "created_at" bigint not null);

CREATE TABLE "likes" ("user_id" integer not null references "users" ("id") on delete cascade, "target_type" varchar(2) not null, "target_id" integer not null, "created_at" bigint not null, constraint "likes_pk" primary key ("user_id", "target_type", "target_id"));

CREATE TABLE "list_counts" ("user_id" integer not null references "users" ("id") on delete cascade, "list" varchar(16) not null, "n" integer not null, "version" bigint default 0 not null, constraint "list_counts_pk" primary key ("user_id", "list"));

CREATE TABLE "live_tickets" ("hash" varchar(64) primary key, "user_id" integer not null references "users" ("id") on delete cascade, "expires_at" bigint not null);

CREATE TABLE "login_failures" ("username" varchar(64) primary key, "failures" integer not null, "locked_until" bigint not null, "updated_at" bigint not null);

CREATE TABLE "message_settings" ("user_id" integer primary key references "users" ("id") on delete cascade, "comment" integer default 1 not null, "at" integer default 1 not null, "apply" integer default 1 not null, "system" integer default 1 not null);

CREATE TABLE "messages" ("id" integer primary key autoincrement, "to_user_id" integer not null references "users" ("id") on delete cascade, "kind" varchar(8) not null, "from_user_id" integer, "scene" integer, "project_id" integer, "project_name" varchar(128) default '' not null, "comment_type" integer, "title" varchar(128) default '' not null, "text" text default '' not null, "apply_type" integer, "apply_name" varchar(64) default '' not null, "author_name" varchar(64) default '' not null, "apply_time" bigint, "reply_time" bigint, "created_at" bigint not null, "is_read" integer default 0 not null, "comment_id" integer, "card_sender" text, "card_body" text);

CREATE TABLE "midi_projects" ("midi_id" integer primary key autoincrement, "midi_uid" varchar(64) not null unique, "user_id" integer not null references "users" ("id") on delete cascade, "midi_name" varchar(64) not null, "midi_type" varchar(2) not null, "agreement" integer not null, "midi_language" varchar(2) not null, "trick_num" varchar(2) not null, "lyric" text default '' not null, "midi_desc" text default '' not null, "tag" text default '' not null, "p_name" varchar(64) default '' not null, "p_desc" text default '' not null, "file_extension" varchar(8) default '' not null, "file_name" varchar(255) default '' not null, "file_size" bigint default 0 not null, "pic_exist" integer default 0 not null, "pic_version" integer default 0 not null, "music_length" varchar(16) default '' not null, "upload_finish" integer default 1 not null, "up_time" bigint not null, "updated_at" bigint not null, "meta_json" text, "click_num" integer default 0 not null, "download_num" integer default 0 not null, "comment_num" integer default 0 not null, "zan" integer default 0 not null, "score" integer default 0 not null, "allow_convert" integer default 1 not null, "file_key" varchar(255), "visibility" varchar(10) default 'public' not null, "publish_at" bigint);

CREATE TABLE "project_cards" ("music_id" integer primary key references "vsqx_projects" ("music_id") on delete cascade, "card" text not null, "fav_head" text not null, "fav_tail" text not null);

CREATE TABLE "project_credits" ("id" integer primary key autoincrement, "project_type" varchar(2) not null, "project_id" integer not null, "position" integer not null, "role" varchar(16) not null, "user_id" integer references "users" ("id") on delete cascade, "name" varchar(64) default '' not null, "source_project_id" integer, "status" varchar(12) not null, "created_at" bigint not null);

CREATE TABLE "project_items" ("kind" integer not null, "item_id" integer not null, "user_id" integer not null, "up_time" bigint not null, "score" integer not null, "card" text not null, "visibility" varchar(10) default 'public' not null, "publish_at" bigint, constraint "project_items_pk" primary key ("kind", "item_id"));

CREATE TABLE "project_versions" ("id" integer primary key autoincrement, "project_type" varchar(1) not null, "project_id" integer not null, "user_id" integer not null, "version" integer not null, "file_key" varchar(255) not null, "file_extension" varchar(8) not null, "file_name" varchar(255) not null, "size" bigint not null, "sha256" varchar(64), "note" varchar(800) default '' not null, "meta_json" text, "created_at" bigint not null, "downloads" integer default 0 not null);

CREATE VIRTUAL TABLE search_a using fts5(body, tokenize = 'trigram');

CREATE TABLE 'search_a_config'(k PRIMARY KEY, v) WITHOUT ROWID;

CREATE TABLE 'search_a_content'(id INTEGER PRIMARY KEY, c0);

CREATE TABLE 'search_a_data'(id INTEGER PRIMARY KEY, block BLOB);

CREATE TABLE 'search_a_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

CREATE TABLE 'search_a_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

CREATE VIRTUAL TABLE search_m using fts5(body, tokenize = 'trigram');

CREATE TABLE 'search_m_config'(k PRIMARY KEY, v) WITHOUT ROWID;

CREATE TABLE 'search_m_content'(id INTEGER PRIMARY KEY, c0);

CREATE TABLE 'search_m_data'(id INTEGER PRIMARY KEY, block BLOB);

CREATE TABLE 'search_m_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

CREATE TABLE 'search_m_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

CREATE VIRTUAL TABLE search_v using fts5(body, tokenize = 'trigram');

CREATE TABLE 'search_v_config'(k PRIMARY KEY, v) WITHOUT ROWID;

CREATE TABLE 'search_v_content'(id INTEGER PRIMARY KEY, c0);

CREATE TABLE 'search_v_data'(id INTEGER PRIMARY KEY, block BLOB);

CREATE TABLE 'search_v_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

CREATE TABLE 'search_v_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

CREATE TABLE "sessions" ("id" integer primary key autoincrement, "user_id" integer not null references "users" ("id") on delete cascade, "token_hash" varchar(64) not null unique, "created_at" bigint not null, "expires_at" bigint not null);

CREATE TABLE "singer_unmatched" ("id" integer primary key autoincrement, "name" varchar(200) not null unique, "format" varchar(16) default '' not null, "seen_count" integer default 0 not null, "first_seen" bigint not null, "last_seen" bigint not null);

CREATE TABLE "square_posts" ("id" integer primary key autoincrement, "user_id" integer not null references "users" ("id") on delete cascade, "text" text not null, "comment_num" integer default 0 not null, "created_at" bigint not null);

CREATE TABLE "staged_uploads" ("id" integer primary key autoincrement, "slot_uid" varchar(64) not null, "user_id" integer not null references "users" ("id") on delete cascade, "role" varchar(16) not null, "staged_key" varchar(255) not null, "original_name" varchar(255) default '' not null, "size" bigint default 0 not null, "meta_json" text, "created_at" bigint not null, "sha256" varchar(64));

CREATE TABLE "suggestions" ("id" integer primary key autoincrement, "docs_id" integer not null references "tutorial_docs" ("id") on delete cascade, "user_id" integer not null references "users" ("id") on delete cascade, "easy_desc" varchar(255) not null, "suggest_text" text not null, "suggest_status" integer default 1 not null, "manager_comment" varchar(128) default '' not null, "manager_id" integer, "manager_name" varchar(64) default '' not null, "submit_time" bigint not null, "updated_at" bigint not null);

CREATE TABLE "tus_uploads" ("id" varchar(64) primary key, "user_id" integer not null, "target" varchar(16) not null, "slot_uid" varchar(64) not null, "filename" varchar(255) not null, "size" bigint not null, "created_at" bigint not null);

CREATE TABLE "tutorial_docs" ("id" integer primary key autoincrement, "slug" varchar(64) not null unique, "title" varchar(128) not null, "content_html" text not null, "sort_order" integer default 0 not null, "updated_at" bigint not null);

CREATE TABLE "upload_presets" ("id" integer primary key autoincrement, "user_id" integer not null references "users" ("id") on delete cascade, "name" varchar(40) not null, "fields" text not null, "updated_at" bigint not null);

CREATE TABLE "upload_slots" ("slot_uid" varchar(64) primary key, "user_id" integer not null references "users" ("id") on delete cascade, "kind" varchar(8) not null, "created_at" bigint not null);

CREATE TABLE "users" ("id" integer primary key autoincrement, "username" varchar(32) not null unique, "password_hash" varchar(255) not null, "is_manager" integer default 0 not null, "disabled" integer default 0 not null, "avatar_exist" integer default 0 not null, "avatar_version" integer default 0 not null, "gender" integer default 0 not null, "b_uid" varchar(32) default '' not null, "p_website" varchar(128) default '' not null, "p_desc" text default '' not null, "agreement" integer default 1 not null, "default_upload_desc" text default '' not null, "vcourse_score" integer default 0 not null, "checkin_score" integer default 0 not null, "last_checkin_day" varchar(10), "created_at" bigint not null, "email" varchar(254), "email_verified_at" bigint);

CREATE TABLE "view_marks" ("viewer_key" varchar(64) not null, "target_type" varchar(2) not null, "target_id" integer not null, "hour" integer not null, constraint "view_marks_pk" primary key ("viewer_key", "target_type", "target_id", "hour"));

CREATE TABLE "vsqx_projects" ("music_id" integer primary key autoincrement, "vsqx_uid" varchar(64) not null unique, "user_id" integer not null references "users" ("id") on delete cascade, "music_name" varchar(64) not null, "pic_exist" integer default 0 not null, "pic_version" integer default 0 not null, "music_length" varchar(16) default '' not null, "up_time" bigint not null, "updated_at" bigint not null, "upload_finish" integer default 1 not null, "click_num" integer default 0 not null, "download_num" integer default 0 not null, "comment_num" integer default 0 not null, "zan" integer default 0 not null, "score" integer default 0 not null, "music_type" integer not null, "p_name" varchar(64) default '' not null, "p_desc" text default '' not null, "b_av" varchar(16) default '' not null, "b_type" integer default 1 not null, "agreement" integer not null, "music_language" varchar(2) not null, "tag" text default '' not null, "music_level" integer not null, "lyric" text default '' not null, "music_desc" text default '' not null, "synthesizer_type" integer not null, "synthesizer_name" varchar(64) default '' not null, "music_exist" integer default 0 not null, "file_extension" varchar(8) default '' not null, "file_name" varchar(255) default '' not null, "file_size" bigint default 0 not null, "meta_json" text, "allow_convert" integer default 1 not null, "file_key" varchar(255), "visibility" varchar(10) default 'public' not null, "publish_at" bigint);

CREATE TRIGGER favourites_lc_del after delete on favourites begin update list_counts set n = n - 1, version = (random() >> 11) where user_id = old.user_id and list = 'fav';
     delete from list_counts where user_id = old.user_id and list = 'fav' and n <= 0; end;

CREATE TRIGGER favourites_lc_ins after insert on favourites begin insert into list_counts (user_id, list, n, version) values (new.user_id, 'fav', 1, (random() >> 11)) on conflict (user_id, list) do update set n = n + 1, version = (random() >> 11); end;

CREATE TRIGGER favourites_lc_move after update of user_id on favourites when old.user_id <> new.user_id begin update list_counts set n = n - 1, version = (random() >> 11) where user_id = old.user_id and list = 'fav';
     delete from list_counts where user_id = old.user_id and list = 'fav' and n <= 0; insert into list_counts (user_id, list, n, version) values (new.user_id, 'fav', 1, (random() >> 11)) on conflict (user_id, list) do update set n = n + 1, version = (random() >> 11); end;

CREATE TRIGGER messages_card_ins after insert on messages begin update messages set card_sender = case new.kind when 'comment' then ',' || '"uid":' || coalesce(new.from_user_id, 0) || ',"comment_name":' || json_quote(coalesce((select username from users where id = new.from_user_id), '')) || ',"avatar_exist":' when 'at' then ',' || '"at_uid":' || coalesce(new.from_user_id, 0) || ',"at_name":' || json_quote(coalesce((select username from users where id = new.from_user_id), '')) || ',"avatar_exist":' end, card_body = case new.kind when 'comment' then ',' || '"comment_text":' || json_quote(new.text) || ',"comment_time":' || new.created_at || ',"comment_type":' || coalesce(new.comment_type, 1) || ',"scene":' || coalesce(new.scene, 1) || ',"project_id":' || coalesce(new.project_id, 0) || ',"project_name":' || json_quote(new.project_name) || ',"comment_id":' || coalesce(new.comment_id, 0) || '}' when 'at' then ',' || '"text":' || json_quote(new.text) || ',"timestamp":' || new.created_at || ',"scene":' || coalesce(new.scene, 1) || ',"project_id":' || coalesce(new.project_id, 0) || ',"project_name":' || json_quote(new.project_name) || '}' end where id = new.id; end;

CREATE TRIGGER messages_card_upd after update of kind, from_user_id, text, created_at, comment_type, scene, project_id, project_name, comment_id on messages begin update messages set card_sender = case new.kind when 'comment' then ',' || '"uid":' || coalesce(new.from_user_id, 0) || ',"comment_name":' || json_quote(coalesce((select username from users where id = new.from_user_id), '')) || ',"avatar_exist":' when 'at' then ',' || '"at_uid":' || coalesce(new.from_user_id, 0) || ',"at_name":' || json_quote(coalesce((select username from users where id = new.from_user_id), '')) || ',"avatar_exist":' end, card_body = case new.kind when 'comment' then ',' || '"comment_text":' || json_quote(new.text) || ',"comment_time":' || new.created_at || ',"comment_type":' || coalesce(new.comment_type, 1) || ',"scene":' || coalesce(new.scene, 1) || ',"project_id":' || coalesce(new.project_id, 0) || ',"project_name":' || json_quote(new.project_name) || ',"comment_id":' || coalesce(new.comment_id, 0) || '}' when 'at' then ',' || '"text":' || json_quote(new.text) || ',"timestamp":' || new.created_at || ',"scene":' || coalesce(new.scene, 1) || ',"project_id":' || coalesce(new.project_id, 0) || ',"project_name":' || json_quote(new.project_name) || '}' end where id = new.id; end;

CREATE TRIGGER messages_lc_del after delete on messages begin update list_counts set n = n - 1, version = (random() >> 11) where user_id = old.to_user_id and list = 'msg_' || old.kind;
     delete from list_counts where user_id = old.to_user_id and list = 'msg_' || old.kind and n <= 0; end;

CREATE TRIGGER messages_lc_ins after insert on messages begin insert into list_counts (user_id, list, n, version) values (new.to_user_id, 'msg_' || new.kind, 1, (random() >> 11)) on conflict (user_id, list) do update set n = n + 1, version = (random() >> 11); end;

CREATE TRIGGER messages_lc_move after update of to_user_id, kind on messages when old.to_user_id <> new.to_user_id or old.kind <> new.kind begin update list_counts set n = n - 1, version = (random() >> 11) where user_id = old.to_user_id and list = 'msg_' || old.kind;
     delete from list_counts where user_id = old.to_user_id and list = 'msg_' || old.kind and n <= 0; insert into list_counts (user_id, list, n, version) values (new.to_user_id, 'msg_' || new.kind, 1, (random() >> 11)) on conflict (user_id, list) do update set n = n + 1, version = (random() >> 11); end;

CREATE TRIGGER midi_projects_item_del after delete on midi_projects begin delete from project_items where kind = 2 and item_id = old.midi_id; end;

CREATE TRIGGER midi_projects_item_ins after insert on midi_projects begin insert into project_items (kind, item_id, user_id, up_time, score, card) values (2, new.midi_id, new.user_id, new.up_time, new.score, '{"kind":"m",' || '"midi_id":' || new.midi_id || ',"midi_uid":' || json_quote(new.midi_uid) || ',"midi_name":' || json_quote(new.midi_name) || ',"midi_type":' || json_quote(new.midi_type) || ',"music_length":' || json_quote(new.music_length) || ',"up_time":' || new.up_time || ',"click_num":' || new.click_num || ',"download_num":' || new.download_num || ',"comment_num":' || new.comment_num || ',"zan":' || new.zan || ',"score":' || new.score || ',"pic_exist":' || new.pic_exist || ',"pic_version":' || new.pic_version || ',"upload_finish":' || new.upload_finish || ',"tag":' || json_quote(new.tag) || ',"agreement":' || new.agreement || '}'); end;

CREATE TRIGGER midi_projects_item_state after update of visibility, publish_at on midi_projects begin
           update project_items set visibility = new.visibility, publish_at = new.publish_at where kind = 2 and item_id = new.midi_id; end;

CREATE TRIGGER midi_projects_item_upd after update of user_id, up_time, score, midi_id, midi_uid, midi_name, midi_type, music_length, click_num, download_num, comment_num, zan, pic_exist, pic_version, upload_finish, tag, agreement on midi_projects begin update project_items set user_id = new.user_id, up_time = new.up_time, score = new.score, card = '{"kind":"m",' || '"midi_id":' || new.midi_id || ',"midi_uid":' || json_quote(new.midi_uid) || ',"midi_name":' || json_quote(new.midi_name) || ',"midi_type":' || json_quote(new.midi_type) || ',"music_length":' || json_quote(new.music_length) || ',"up_time":' || new.up_time || ',"click_num":' || new.click_num || ',"download_num":' || new.download_num || ',"comment_num":' || new.comment_num || ',"zan":' || new.zan || ',"score":' || new.score || ',"pic_exist":' || new.pic_exist || ',"pic_version":' || new.pic_version || ',"upload_finish":' || new.upload_finish || ',"tag":' || json_quote(new.tag) || ',"agreement":' || new.agreement || '}' where kind = 2 and item_id = new.midi_id; end;

CREATE TRIGGER project_items_lc_del after delete on project_items begin update list_counts set n = n - 1, version = (random() >> 11) where user_id = old.user_id and list = 'items';
     delete from list_counts where user_id = old.user_id and list = 'items' and n <= 0; end;

CREATE TRIGGER project_items_lc_ins after insert on project_items begin insert into list_counts (user_id, list, n, version) values (new.user_id, 'items', 1, (random() >> 11)) on conflict (user_id, list) do update set n = n + 1, version = (random() >> 11); end;

CREATE TRIGGER project_items_lc_move after update of user_id on project_items when old.user_id <> new.user_id begin update list_counts set n = n - 1, version = (random() >> 11) where user_id = old.user_id and list = 'items';
     delete from list_counts where user_id = old.user_id and list = 'items' and n <= 0; insert into list_counts (user_id, list, n, version) values (new.user_id, 'items', 1, (random() >> 11)) on conflict (user_id, list) do update set n = n + 1, version = (random() >> 11); end;

CREATE TRIGGER project_items_lv after update of up_time, score on project_items when old.up_time <> new.up_time or old.score <> new.score
     begin update list_counts set version = (random() >> 11) where user_id = new.user_id and list = 'items'; end;

CREATE TRIGGER project_items_state after insert on project_items begin
       update project_items set visibility = case new.kind when 1 then (select visibility from vsqx_projects where music_id = new.item_id) when 2 then (select visibility from midi_projects where midi_id = new.item_id) end, publish_at = case new.kind when 1 then (select publish_at from vsqx_projects where music_id = new.item_id) when 2 then (select publish_at from midi_projects where midi_id = new.item_id) end
       where kind = new.kind and item_id = new.item_id; end;

CREATE TRIGGER search_a_del after delete on articles begin delete from search_a where rowid = old.article_id; end;

CREATE TRIGGER search_a_ins after insert on articles begin insert into search_a (rowid, body) values (new.article_id, coalesce(new.article_title, '') || char(10) || coalesce(new.article_author_name, '') || char(10) || coalesce((select username from users where id = new.user_id), '')); end;

CREATE TRIGGER search_a_upd after update of article_title, article_author_name, user_id on articles begin delete from search_a where rowid = old.article_id; insert into search_a (rowid, body) values (new.article_id, coalesce(new.article_title, '') || char(10) || coalesce(new.article_author_name, '') || char(10) || coalesce((select username from users where id = new.user_id), '')); end;

CREATE TRIGGER search_m_del after delete on midi_projects begin delete from search_m where rowid = old.midi_id; end;

CREATE TRIGGER search_m_ins after insert on midi_projects begin insert into search_m (rowid, body) values (new.midi_id, coalesce(new.midi_name, '') || char(10) || coalesce(new.tag, '') || char(10) || coalesce(new.p_name, '') || char(10) || coalesce(new.midi_desc, '') || char(10) || coalesce(new.lyric, '') || char(10) || coalesce((select username from users where id = new.user_id), '')); end;

CREATE TRIGGER search_m_upd after update of midi_name, tag, p_name, midi_desc, lyric, user_id on midi_projects begin delete from search_m where rowid = old.midi_id; insert into search_m (rowid, body) values (new.midi_id, coalesce(new.midi_name, '') || char(10) || coalesce(new.tag, '') || char(10) || coalesce(new.p_name, '') || char(10) || coalesce(new.midi_desc, '') || char(10) || coalesce(new.lyric, '') || char(10) || coalesce((select username from users where id = new.user_id), '')); end;

CREATE TRIGGER search_v_del after delete on vsqx_projects begin delete from search_v where rowid = old.music_id; end;

CREATE TRIGGER search_v_ins after insert on vsqx_projects begin insert into search_v (rowid, body) values (new.music_id, coalesce(new.music_name, '') || char(10) || coalesce(new.tag, '') || char(10) || coalesce(new.p_name, '') || char(10) || coalesce(new.music_desc, '') || char(10) || coalesce(new.lyric, '') || char(10) || coalesce((select username from users where id = new.user_id), '')); end;

CREATE TRIGGER search_v_upd after update of music_name, tag, p_name, music_desc, lyric, user_id on vsqx_projects begin delete from search_v where rowid = old.music_id; insert into search_v (rowid, body) values (new.music_id, coalesce(new.music_name, '') || char(10) || coalesce(new.tag, '') || char(10) || coalesce(new.p_name, '') || char(10) || coalesce(new.music_desc, '') || char(10) || coalesce(new.lyric, '') || char(10) || coalesce((select username from users where id = new.user_id), '')); end;

CREATE TRIGGER vsqx_projects_card_ins after insert on vsqx_projects begin insert into project_cards (music_id, card, fav_head, fav_tail) values (new.music_id, '{' || '"music_id":' || new.music_id || ',"vsqx_uid":' || json_quote(new.vsqx_uid) || ',"music_name":' || json_quote(new.music_name) || ',"pic_exist":' || new.pic_exist || ',"pic_version":' || new.pic_version || ',"music_length":' || json_quote(new.music_length) || ',"up_time":' || new.up_time || ',"upload_finish":' || new.upload_finish || ',"click_num":' || new.click_num || ',"download_num":' || new.download_num || ',"comment_num":' || new.comment_num || ',"zan":' || new.zan || ',"score":' || new.score || '}', '{' || '"music_id":' || new.music_id || ',"music_name":' || json_quote(new.music_name) || ',"music_length":' || json_quote(new.music_length) || ',"pic_exist":' || new.pic_exist || ',"pic_version":' || new.pic_version || ',"vsqx_uid":' || json_quote(new.vsqx_uid) || ',"add_time":', ',' || '"zan":' || new.zan || ',"download_num":' || new.download_num || ',"comment_num":' || new.comment_num || ',"click_num":' || new.click_num || ',"p_name":' || json_quote(case when new.music_type = 2 then new.p_name else (select username from users where id = new.user_id) end) || '}')
    on conflict (music_id) do update set card = excluded.card, fav_head = excluded.fav_head, fav_tail = excluded.fav_tail; end;

CREATE TRIGGER vsqx_projects_card_upd after update of music_id, vsqx_uid, music_name, pic_exist, pic_version, music_length, up_time, upload_finish, click_num, download_num, comment_num, zan, score, music_type, p_name, user_id on vsqx_projects begin insert into project_cards (music_id, card, fav_head, fav_tail) values (new.music_id, '{' || '"music_id":' || new.music_id || ',"vsqx_uid":' || json_quote(new.vsqx_uid) || ',"music_name":' || json_quote(new.music_name) || ',"pic_exist":' || new.pic_exist || ',"pic_version":' || new.pic_version || ',"music_length":' || json_quote(new.music_length) || ',"up_time":' || new.up_time || ',"upload_finish":' || new.upload_finish || ',"click_num":' || new.click_num || ',"download_num":' || new.download_num || ',"comment_num":' || new.comment_num || ',"zan":' || new.zan || ',"score":' || new.score || '}', '{' || '"music_id":' || new.music_id || ',"music_name":' || json_quote(new.music_name) || ',"music_length":' || json_quote(new.music_length) || ',"pic_exist":' || new.pic_exist || ',"pic_version":' || new.pic_version || ',"vsqx_uid":' || json_quote(new.vsqx_uid) || ',"add_time":', ',' || '"zan":' || new.zan || ',"download_num":' || new.download_num || ',"comment_num":' || new.comment_num || ',"click_num":' || new.click_num || ',"p_name":' || json_quote(case when new.music_type = 2 then new.p_name else (select username from users where id = new.user_id) end) || '}')
    on conflict (music_id) do update set card = excluded.card, fav_head = excluded.fav_head, fav_tail = excluded.fav_tail; end;

CREATE TRIGGER vsqx_projects_item_del after delete on vsqx_projects begin delete from project_items where kind = 1 and item_id = old.music_id; end;

CREATE TRIGGER vsqx_projects_item_ins after insert on vsqx_projects begin insert into project_items (kind, item_id, user_id, up_time, score, card) values (1, new.music_id, new.user_id, new.up_time, new.score, '{"kind":"v",' || '"music_id":' || new.music_id || ',"vsqx_uid":' || json_quote(new.vsqx_uid) || ',"music_name":' || json_quote(new.music_name) || ',"pic_exist":' || new.pic_exist || ',"pic_version":' || new.pic_version || ',"music_length":' || json_quote(new.music_length) || ',"up_time":' || new.up_time || ',"upload_finish":' || new.upload_finish || ',"click_num":' || new.click_num || ',"download_num":' || new.download_num || ',"comment_num":' || new.comment_num || ',"zan":' || new.zan || ',"score":' || new.score || '}'); end;

CREATE TRIGGER vsqx_projects_item_state after update of visibility, publish_at on vsqx_projects begin
           update project_items set visibility = new.visibility, publish_at = new.publish_at where kind = 1 and item_id = new.music_id; end;

CREATE TRIGGER vsqx_projects_item_upd after update of user_id, up_time, score, music_id, vsqx_uid, music_name, pic_exist, pic_version, music_length, upload_finish, click_num, download_num, comment_num, zan on vsqx_projects begin update project_items set user_id = new.user_id, up_time = new.up_time, score = new.score, card = '{"kind":"v",' || '"music_id":' || new.music_id || ',"vsqx_uid":' || json_quote(new.vsqx_uid) || ',"music_name":' || json_quote(new.music_name) || ',"pic_exist":' || new.pic_exist || ',"pic_version":' || new.pic_version || ',"music_length":' || json_quote(new.music_length) || ',"up_time":' || new.up_time || ',"upload_finish":' || new.upload_finish || ',"click_num":' || new.click_num || ',"download_num":' || new.download_num || ',"comment_num":' || new.comment_num || ',"zan":' || new.zan || ',"score":' || new.score || '}' where kind = 1 and item_id = new.music_id; end;

CREATE TRIGGER vsqx_projects_lc_del after delete on vsqx_projects begin update list_counts set n = n - 1, version = (random() >> 11) where user_id = old.user_id and list = 'vsqx';
     delete from list_counts where user_id = old.user_id and list = 'vsqx' and n <= 0; end;

CREATE TRIGGER vsqx_projects_lc_ins after insert on vsqx_projects begin insert into list_counts (user_id, list, n, version) values (new.user_id, 'vsqx', 1, (random() >> 11)) on conflict (user_id, list) do update set n = n + 1, version = (random() >> 11); end;

CREATE TRIGGER vsqx_projects_lc_move after update of user_id on vsqx_projects when old.user_id <> new.user_id begin update list_counts set n = n - 1, version = (random() >> 11) where user_id = old.user_id and list = 'vsqx';
     delete from list_counts where user_id = old.user_id and list = 'vsqx' and n <= 0; insert into list_counts (user_id, list, n, version) values (new.user_id, 'vsqx', 1, (random() >> 11)) on conflict (user_id, list) do update set n = n + 1, version = (random() >> 11); end;

CREATE TRIGGER vsqx_projects_lv after update of score on vsqx_projects when old.score <> new.score
           begin update list_counts set version = (random() >> 11) where user_id = new.user_id and list = 'vsqx'; end;
