table analytics_daily (
  item_type character varying not null,
  item_id integer not null,
  day character varying not null,
  source character varying not null default ''::character varying,
  host character varying not null default ''::character varying,
  owner_id integer not null,
  views integer not null default 0,
  downloads integer not null default 0,
  likes integer not null default 0,
  favourites integer not null default 0,
  comments integer not null default 0,
  licence_requests integer not null default 0
);

table analytics_events (
  id integer not null,
  owner_id integer not null,
  item_type character varying not null,
  item_id integer not null,
  day character varying not null,
  metric character varying not null,
  n integer not null default 1,
  source character varying not null default ''::character varying,
  host character varying not null default ''::character varying
);

table analytics_item_daily (
  owner_id integer not null,
  day character varying not null,
  item_type character varying not null,
  item_id integer not null,
  views integer not null default 0,
  downloads integer not null default 0,
  likes integer not null default 0,
  favourites integer not null default 0,
  comments integer not null default 0,
  licence_requests integer not null default 0
);

table analytics_marks (
  viewer_key character varying not null,
  item_type character varying not null,
  item_id integer not null,
  counted_at bigint not null
);

table analytics_owner_daily (
  owner_id integer not null,
  day character varying not null,
  source character varying not null default ''::character varying,
  host character varying not null default ''::character varying,
  views integer not null default 0,
  downloads integer not null default 0,
  likes integer not null default 0,
  favourites integer not null default 0,
  comments integer not null default 0,
  licence_requests integer not null default 0
);

table analytics_salts (
  day character varying not null,
  salt character varying not null
);

table articles (
  article_id integer not null,
  user_id integer not null,
  article_title character varying not null,
  article_type integer not null,
  article_author_type integer not null,
  article_author_name character varying not null default ''::character varying,
  article_link character varying not null default ''::character varying,
  article_agreement integer not null,
  article_md text not null,
  article_html text not null,
  article_cover character varying not null default ''::character varying,
  timestamp bigint not null,
  updated_at bigint not null,
  click_num integer not null default 0,
  comment_num integer not null default 0,
  zan integer not null default 0,
  visibility character varying not null default 'public'::character varying,
  publish_at bigint
);

table comments (
  id integer not null,
  scene integer not null,
  project_id integer not null,
  user_id integer not null,
  text text not null,
  reply_to integer,
  created_at bigint not null
);

table daily_stats (
  project_type character varying not null,
  project_id integer not null,
  user_id integer not null,
  day character varying not null,
  clicks integer not null default 0,
  downloads integer not null default 0,
  likes integer not null default 0,
  comments integer not null default 0
);

table email_tokens (
  id integer not null,
  user_id integer not null,
  purpose character varying not null,
  token_hash character varying not null,
  email character varying,
  created_at bigint not null,
  expires_at bigint not null,
  used_at bigint
);

table favourites (
  id integer not null,
  user_id integer not null,
  music_id integer not null,
  add_time bigint not null
);

table jobs (
  id integer not null,
  kind character varying not null,
  payload text not null,
  run_at bigint not null,
  locked_until bigint,
  attempts integer not null default 0,
  subject character varying
);

table licence_requests (
  id integer not null,
  project_type character varying not null,
  project_id integer not null,
  applicant_id integer not null,
  author_id integer not null,
  apply_text text not null,
  author_reply integer not null default 1,
  reply_text character varying not null default ''::character varying,
  apply_time bigint not null,
  reply_time bigint,
  use_type character varying,
  platform character varying not null default ''::character varying,
  planned_link character varying not null default ''::character varying,
  certificate_code character varying,
  granted_at bigint,
  revoked_at bigint,
  revoke_reason character varying not null default ''::character varying
);

table licence_settings (
  project_type character varying not null,
  project_id integer not null,
  auto_allow character varying not null default 'none'::character varying
);

table licence_thread (
  id integer not null,
  request_id integer not null,
  user_id integer not null,
  text character varying not null,
  created_at bigint not null
);

table licence_works (
  id integer not null,
  request_id integer not null,
  project_type character varying not null,
  project_id integer not null,
  user_id integer not null,
  link character varying not null,
  created_at bigint not null
);

table likes (
  user_id integer not null,
  target_type character varying not null,
  target_id integer not null,
  created_at bigint not null
);

table list_counts (
  user_id integer not null,
  list character varying not null,
  n integer not null,
  version bigint not null default 0
);

table live_tickets (
  hash character varying not null,
  user_id integer not null,
  expires_at bigint not null
);

table login_failures (
  username character varying not null,
  failures integer not null,
  locked_until bigint not null,
  updated_at bigint not null
);

table message_settings (
  user_id integer not null,
  comment integer not null default 1,
  at integer not null default 1,
  apply integer not null default 1,
  system integer not null default 1
);

table messages (
  id integer not null,
  to_user_id integer not null,
  kind character varying not null,
  from_user_id integer,
  scene integer,
  project_id integer,
  project_name character varying not null default ''::character varying,
  comment_type integer,
  title character varying not null default ''::character varying,
  text text not null default ''::text,
  apply_type integer,
  apply_name character varying not null default ''::character varying,
  author_name character varying not null default ''::character varying,
  apply_time bigint,
  reply_time bigint,
  created_at bigint not null,
  is_read integer not null default 0,
  comment_id integer,
  card_sender text,
  card_body text
);

table midi_projects (
  midi_id integer not null,
  midi_uid character varying not null,
  user_id integer not null,
  midi_name character varying not null,
  midi_type character varying not null,
  agreement integer not null,
  midi_language character varying not null,
  trick_num character varying not null,
  lyric text not null default ''::text,
  midi_desc text not null default ''::text,
  tag text not null default ''::text,
  p_name character varying not null default ''::character varying,
  p_desc text not null default ''::text,
  file_extension character varying not null default ''::character varying,
  file_name character varying not null default ''::character varying,
  file_size bigint not null default 0,
  pic_exist integer not null default 0,
  pic_version integer not null default 0,
  music_length character varying not null default ''::character varying,
  upload_finish integer not null default 1,
  up_time bigint not null,
  updated_at bigint not null,
  meta_json text,
  click_num integer not null default 0,
  download_num integer not null default 0,
  comment_num integer not null default 0,
  zan integer not null default 0,
  score integer not null default 0,
  allow_convert integer not null default 1,
  file_key character varying,
  visibility character varying not null default 'public'::character varying,
  publish_at bigint
);

table project_cards (
  music_id integer not null,
  card text not null,
  fav_head text not null,
  fav_tail text not null
);

table project_credits (
  id integer not null,
  project_type character varying not null,
  project_id integer not null,
  position integer not null,
  role character varying not null,
  user_id integer,
  name character varying not null default ''::character varying,
  source_project_id integer,
  status character varying not null,
  created_at bigint not null
);

table project_items (
  kind integer not null,
  item_id integer not null,
  user_id integer not null,
  up_time bigint not null,
  score integer not null,
  card text not null,
  visibility character varying not null default 'public'::character varying,
  publish_at bigint
);

table project_versions (
  id integer not null,
  project_type character varying not null,
  project_id integer not null,
  user_id integer not null,
  version integer not null,
  file_key character varying not null,
  file_extension character varying not null,
  file_name character varying not null,
  size bigint not null,
  sha256 character varying,
  note character varying not null default ''::character varying,
  meta_json text,
  created_at bigint not null,
  downloads integer not null default 0
);

table search_a (
  id integer not null,
  body text not null
);

table search_m (
  id integer not null,
  body text not null
);

table search_v (
  id integer not null,
  body text not null
);

table sessions (
  id integer not null,
  user_id integer not null,
  token_hash character varying not null,
  created_at bigint not null,
  expires_at bigint not null
);

table singer_unmatched (
  id integer not null,
  name character varying not null,
  format character varying not null default ''::character varying,
  seen_count integer not null default 0,
  first_seen bigint not null,
  last_seen bigint not null
);

table square_posts (
  id integer not null,
  user_id integer not null,
  text text not null,
  comment_num integer not null default 0,
  created_at bigint not null
);

table staged_uploads (
  id integer not null,
  slot_uid character varying not null,
  user_id integer not null,
  role character varying not null,
  staged_key character varying not null,
  original_name character varying not null default ''::character varying,
  size bigint not null default 0,
  meta_json text,
  created_at bigint not null,
  sha256 character varying
);

table suggestions (
  id integer not null,
  docs_id integer not null,
  user_id integer not null,
  easy_desc character varying not null,
  suggest_text text not null,
  suggest_status integer not null default 1,
  manager_comment character varying not null default ''::character varying,
  manager_id integer,
  manager_name character varying not null default ''::character varying,
  submit_time bigint not null,
  updated_at bigint not null
);

table tus_uploads (
  id character varying not null,
  user_id integer not null,
  target character varying not null,
  slot_uid character varying not null,
  filename character varying not null,
  size bigint not null,
  created_at bigint not null
);

table tutorial_docs (
  id integer not null,
  slug character varying not null,
  title character varying not null,
  content_html text not null,
  sort_order integer not null default 0,
  updated_at bigint not null
);

table upload_presets (
  id integer not null,
  user_id integer not null,
  name character varying not null,
  fields text not null,
  updated_at bigint not null
);

table upload_slots (
  slot_uid character varying not null,
  user_id integer not null,
  kind character varying not null,
  created_at bigint not null
);

table users (
  id integer not null,
  username character varying not null,
  password_hash character varying not null,
  is_manager integer not null default 0,
  disabled integer not null default 0,
  avatar_exist integer not null default 0,
  avatar_version integer not null default 0,
  gender integer not null default 0,
  b_uid character varying not null default ''::character varying,
  p_website character varying not null default ''::character varying,
  p_desc text not null default ''::text,
  agreement integer not null default 1,
  default_upload_desc text not null default ''::text,
  vcourse_score integer not null default 0,
  checkin_score integer not null default 0,
  last_checkin_day character varying,
  created_at bigint not null,
  email character varying,
  email_verified_at bigint
);

table view_marks (
  viewer_key character varying not null,
  target_type character varying not null,
  target_id integer not null,
  hour integer not null
);

table vsqx_projects (
  music_id integer not null,
  vsqx_uid character varying not null,
  user_id integer not null,
  music_name character varying not null,
  pic_exist integer not null default 0,
  pic_version integer not null default 0,
  music_length character varying not null default ''::character varying,
  up_time bigint not null,
  updated_at bigint not null,
  upload_finish integer not null default 1,
  click_num integer not null default 0,
  download_num integer not null default 0,
  comment_num integer not null default 0,
  zan integer not null default 0,
  score integer not null default 0,
  music_type integer not null,
  p_name character varying not null default ''::character varying,
  p_desc text not null default ''::text,
  b_av character varying not null default ''::character varying,
  b_type integer not null default 1,
  agreement integer not null,
  music_language character varying not null,
  tag text not null default ''::text,
  music_level integer not null,
  lyric text not null default ''::text,
  music_desc text not null default ''::text,
  synthesizer_type integer not null,
  synthesizer_name character varying not null default ''::character varying,
  music_exist integer not null default 0,
  file_extension character varying not null default ''::character varying,
  file_name character varying not null default ''::character varying,
  file_size bigint not null default 0,
  meta_json text,
  allow_convert integer not null default 1,
  file_key character varying,
  visibility character varying not null default 'public'::character varying,
  publish_at bigint
);

CREATE INDEX analytics_daily_owner_day ON analytics_daily USING btree (owner_id, day);

CREATE UNIQUE INDEX analytics_daily_pk ON analytics_daily USING btree (item_type, item_id, day, source, host);

CREATE INDEX analytics_events_owner_day ON analytics_events USING btree (owner_id, day);

CREATE UNIQUE INDEX analytics_events_pkey ON analytics_events USING btree (id);

CREATE UNIQUE INDEX analytics_item_daily_pk ON analytics_item_daily USING btree (owner_id, day, item_type, item_id);

CREATE INDEX analytics_marks_age ON analytics_marks USING btree (counted_at);

CREATE UNIQUE INDEX analytics_marks_pk ON analytics_marks USING btree (viewer_key, item_type, item_id);

CREATE UNIQUE INDEX analytics_owner_daily_pk ON analytics_owner_daily USING btree (owner_id, day, source, host);

CREATE UNIQUE INDEX analytics_salts_pkey ON analytics_salts USING btree (day);

CREATE UNIQUE INDEX articles_pkey ON articles USING btree (article_id);

CREATE INDEX articles_publish_at ON articles USING btree (publish_at) WHERE (publish_at IS NOT NULL);

CREATE INDEX articles_user_time ON articles USING btree (user_id, article_id);

CREATE INDEX comments_item ON comments USING btree (scene, project_id, id);

CREATE UNIQUE INDEX comments_pkey ON comments USING btree (id);

CREATE UNIQUE INDEX daily_stats_pk ON daily_stats USING btree (project_type, project_id, day);

CREATE INDEX daily_stats_user_day ON daily_stats USING btree (user_id, project_type, day);

CREATE UNIQUE INDEX email_tokens_pkey ON email_tokens USING btree (id);

CREATE UNIQUE INDEX email_tokens_token_hash_key ON email_tokens USING btree (token_hash);

CREATE INDEX email_tokens_user ON email_tokens USING btree (user_id, purpose);

CREATE INDEX favourites_music ON favourites USING btree (music_id);

CREATE UNIQUE INDEX favourites_pkey ON favourites USING btree (id);

CREATE UNIQUE INDEX favourites_user_music ON favourites USING btree (user_id, music_id);

CREATE INDEX favourites_user_time ON favourites USING btree (user_id, id);

CREATE INDEX jobs_due ON jobs USING btree (run_at);

CREATE UNIQUE INDEX jobs_pkey ON jobs USING btree (id);

CREATE INDEX jobs_subject ON jobs USING btree (kind, subject);

CREATE INDEX licence_applicant ON licence_requests USING btree (applicant_id, id);

CREATE INDEX licence_author ON licence_requests USING btree (author_id, id);

CREATE UNIQUE INDEX licence_certificate ON licence_requests USING btree (certificate_code);

CREATE UNIQUE INDEX licence_one_waiting ON licence_requests USING btree (applicant_id, project_type, project_id) WHERE (author_reply = 1);

CREATE UNIQUE INDEX licence_requests_pkey ON licence_requests USING btree (id);

CREATE UNIQUE INDEX licence_settings_pk ON licence_settings USING btree (project_type, project_id);

CREATE UNIQUE INDEX licence_thread_pkey ON licence_thread USING btree (id);

CREATE INDEX licence_thread_request ON licence_thread USING btree (request_id, id);

CREATE UNIQUE INDEX licence_works_pkey ON licence_works USING btree (id);

CREATE INDEX licence_works_project ON licence_works USING btree (project_type, project_id, id);

CREATE INDEX licence_works_request ON licence_works USING btree (request_id);

CREATE UNIQUE INDEX likes_pk ON likes USING btree (user_id, target_type, target_id);

CREATE UNIQUE INDEX list_counts_pk ON list_counts USING btree (user_id, list);

CREATE INDEX live_tickets_expiry ON live_tickets USING btree (expires_at);

CREATE UNIQUE INDEX live_tickets_pkey ON live_tickets USING btree (hash);

CREATE UNIQUE INDEX login_failures_pkey ON login_failures USING btree (username);

CREATE INDEX login_failures_updated ON login_failures USING btree (updated_at);

CREATE UNIQUE INDEX message_settings_pkey ON message_settings USING btree (user_id);

CREATE INDEX messages_inbox ON messages USING btree (to_user_id, kind, id);

CREATE UNIQUE INDEX messages_pkey ON messages USING btree (id);

CREATE INDEX messages_unread ON messages USING btree (to_user_id, is_read, kind);

CREATE INDEX midi_hot ON midi_projects USING btree (score, midi_id);

CREATE UNIQUE INDEX midi_projects_midi_uid_key ON midi_projects USING btree (midi_uid);

CREATE UNIQUE INDEX midi_projects_pkey ON midi_projects USING btree (midi_id);

CREATE INDEX midi_projects_publish_at ON midi_projects USING btree (publish_at) WHERE (publish_at IS NOT NULL);

CREATE INDEX midi_user_time ON midi_projects USING btree (user_id, midi_id);

CREATE UNIQUE INDEX project_cards_pkey ON project_cards USING btree (music_id);

CREATE UNIQUE INDEX project_credits_pkey ON project_credits USING btree (id);

CREATE INDEX project_credits_project ON project_credits USING btree (project_type, project_id, "position");

CREATE INDEX project_credits_source ON project_credits USING btree (source_project_id);

CREATE INDEX project_credits_user ON project_credits USING btree (user_id, status);

CREATE UNIQUE INDEX project_items_pk ON project_items USING btree (kind, item_id);

CREATE INDEX project_items_user_hot ON project_items USING btree (user_id, score, up_time, kind, item_id);

CREATE INDEX project_items_user_time ON project_items USING btree (user_id, up_time, kind, item_id);

CREATE INDEX project_versions_blob ON project_versions USING btree (user_id, sha256);

CREATE UNIQUE INDEX project_versions_number ON project_versions USING btree (project_type, project_id, version);

CREATE INDEX project_versions_owner_files ON project_versions USING btree (user_id, project_type, project_id, file_key, size);

CREATE UNIQUE INDEX project_versions_pkey ON project_versions USING btree (id);

CREATE UNIQUE INDEX search_a_pkey ON search_a USING btree (id);

CREATE INDEX search_a_trgm ON search_a USING gin (body gin_trgm_ops);

CREATE UNIQUE INDEX search_m_pkey ON search_m USING btree (id);

CREATE INDEX search_m_trgm ON search_m USING gin (body gin_trgm_ops);

CREATE UNIQUE INDEX search_v_pkey ON search_v USING btree (id);

CREATE INDEX search_v_trgm ON search_v USING gin (body gin_trgm_ops);

CREATE UNIQUE INDEX sessions_pkey ON sessions USING btree (id);

CREATE UNIQUE INDEX sessions_token_hash_key ON sessions USING btree (token_hash);

CREATE INDEX sessions_user ON sessions USING btree (user_id);

CREATE UNIQUE INDEX singer_unmatched_name_key ON singer_unmatched USING btree (name);

CREATE UNIQUE INDEX singer_unmatched_pkey ON singer_unmatched USING btree (id);

CREATE UNIQUE INDEX square_posts_pkey ON square_posts USING btree (id);

CREATE INDEX staged_created ON staged_uploads USING btree (created_at);

CREATE INDEX staged_slot_role ON staged_uploads USING btree (slot_uid, role);

CREATE UNIQUE INDEX staged_uploads_pkey ON staged_uploads USING btree (id);

CREATE UNIQUE INDEX suggestions_pkey ON suggestions USING btree (id);

CREATE INDEX suggestions_status ON suggestions USING btree (suggest_status, id);

CREATE INDEX tus_uploads_age ON tus_uploads USING btree (created_at);

CREATE UNIQUE INDEX tus_uploads_pkey ON tus_uploads USING btree (id);

CREATE INDEX tus_uploads_target ON tus_uploads USING btree (user_id, target, slot_uid);

CREATE UNIQUE INDEX tutorial_docs_pkey ON tutorial_docs USING btree (id);

CREATE UNIQUE INDEX tutorial_docs_slug_key ON tutorial_docs USING btree (slug);

CREATE UNIQUE INDEX upload_presets_pkey ON upload_presets USING btree (id);

CREATE UNIQUE INDEX upload_presets_user_name ON upload_presets USING btree (user_id, name);

CREATE UNIQUE INDEX upload_slots_pkey ON upload_slots USING btree (slot_uid);

CREATE INDEX users_email ON users USING btree (email);

CREATE UNIQUE INDEX users_pkey ON users USING btree (id);

CREATE UNIQUE INDEX users_username_key ON users USING btree (username);

CREATE UNIQUE INDEX view_marks_pk ON view_marks USING btree (viewer_key, target_type, target_id, hour);

CREATE INDEX vsqx_hot ON vsqx_projects USING btree (score, music_id);

CREATE UNIQUE INDEX vsqx_projects_pkey ON vsqx_projects USING btree (music_id);

CREATE INDEX vsqx_projects_private ON vsqx_projects USING btree (music_id) WHERE ((visibility)::text = 'private'::text);

CREATE INDEX vsqx_projects_publish_at ON vsqx_projects USING btree (publish_at) WHERE (publish_at IS NOT NULL);

CREATE UNIQUE INDEX vsqx_projects_vsqx_uid_key ON vsqx_projects USING btree (vsqx_uid);

CREATE INDEX vsqx_user_hot ON vsqx_projects USING btree (user_id, score, music_id);

CREATE INDEX vsqx_user_time ON vsqx_projects USING btree (user_id, music_id);

CREATE TRIGGER search_a_put AFTER INSERT OR UPDATE OF article_title, article_author_name, user_id ON articles FOR EACH ROW EXECUTE FUNCTION search_a_put();

CREATE TRIGGER favourites_lc AFTER INSERT OR DELETE ON favourites FOR EACH ROW EXECUTE FUNCTION favourites_lc();

CREATE TRIGGER favourites_lc_move AFTER UPDATE OF user_id ON favourites FOR EACH ROW WHEN ((old.user_id IS DISTINCT FROM new.user_id)) EXECUTE FUNCTION favourites_lc();

CREATE TRIGGER messages_card BEFORE INSERT OR UPDATE OF kind, from_user_id, text, created_at, comment_type, scene, project_id, project_name, comment_id ON messages FOR EACH ROW EXECUTE FUNCTION messages_card();

CREATE TRIGGER messages_lc AFTER INSERT OR DELETE ON messages FOR EACH ROW EXECUTE FUNCTION messages_lc();

CREATE TRIGGER messages_lc_move AFTER UPDATE OF to_user_id, kind ON messages FOR EACH ROW WHEN (((old.to_user_id IS DISTINCT FROM new.to_user_id) OR ((old.kind)::text IS DISTINCT FROM (new.kind)::text))) EXECUTE FUNCTION messages_lc();

CREATE TRIGGER midi_projects_item AFTER INSERT OR DELETE ON midi_projects FOR EACH ROW EXECUTE FUNCTION midi_projects_item();

CREATE TRIGGER midi_projects_item_state AFTER UPDATE OF visibility, publish_at ON midi_projects FOR EACH ROW EXECUTE FUNCTION midi_projects_item_state();

CREATE TRIGGER midi_projects_item_upd AFTER UPDATE OF user_id, up_time, score, midi_id, midi_uid, midi_name, midi_type, music_length, click_num, download_num, comment_num, zan, pic_exist, pic_version, upload_finish, tag, agreement ON midi_projects FOR EACH ROW EXECUTE FUNCTION midi_projects_item();

CREATE TRIGGER search_m_put AFTER INSERT OR UPDATE OF midi_name, tag, p_name, midi_desc, lyric, user_id ON midi_projects FOR EACH ROW EXECUTE FUNCTION search_m_put();

CREATE TRIGGER project_items_lc AFTER INSERT OR DELETE ON project_items FOR EACH ROW EXECUTE FUNCTION project_items_lc();

CREATE TRIGGER project_items_lc_move AFTER UPDATE OF user_id ON project_items FOR EACH ROW WHEN ((old.user_id IS DISTINCT FROM new.user_id)) EXECUTE FUNCTION project_items_lc();

CREATE TRIGGER project_items_lv AFTER UPDATE OF up_time, score ON project_items FOR EACH ROW WHEN (((old.up_time IS DISTINCT FROM new.up_time) OR (old.score IS DISTINCT FROM new.score))) EXECUTE FUNCTION project_items_lv();

CREATE TRIGGER project_items_state BEFORE INSERT ON project_items FOR EACH ROW EXECUTE FUNCTION project_items_state();

CREATE TRIGGER search_v_put AFTER INSERT OR UPDATE OF music_name, tag, p_name, music_desc, lyric, user_id ON vsqx_projects FOR EACH ROW EXECUTE FUNCTION search_v_put();

CREATE TRIGGER vsqx_projects_card AFTER INSERT OR UPDATE OF music_id, vsqx_uid, music_name, pic_exist, pic_version, music_length, up_time, upload_finish, click_num, download_num, comment_num, zan, score, music_type, p_name, user_id ON vsqx_projects FOR EACH ROW EXECUTE FUNCTION vsqx_projects_card();

CREATE TRIGGER vsqx_projects_item AFTER INSERT OR DELETE ON vsqx_projects FOR EACH ROW EXECUTE FUNCTION vsqx_projects_item();

CREATE TRIGGER vsqx_projects_item_state AFTER UPDATE OF visibility, publish_at ON vsqx_projects FOR EACH ROW EXECUTE FUNCTION vsqx_projects_item_state();

CREATE TRIGGER vsqx_projects_item_upd AFTER UPDATE OF user_id, up_time, score, music_id, vsqx_uid, music_name, pic_exist, pic_version, music_length, upload_finish, click_num, download_num, comment_num, zan ON vsqx_projects FOR EACH ROW EXECUTE FUNCTION vsqx_projects_item();

CREATE TRIGGER vsqx_projects_lc AFTER INSERT OR DELETE ON vsqx_projects FOR EACH ROW EXECUTE FUNCTION vsqx_projects_lc();

CREATE TRIGGER vsqx_projects_lc_move AFTER UPDATE OF user_id ON vsqx_projects FOR EACH ROW WHEN ((old.user_id IS DISTINCT FROM new.user_id)) EXECUTE FUNCTION vsqx_projects_lc();

CREATE TRIGGER vsqx_projects_lv AFTER UPDATE OF score ON vsqx_projects FOR EACH ROW WHEN ((old.score IS DISTINCT FROM new.score)) EXECUTE FUNCTION vsqx_projects_lv();

function favourites_lc() as $$
     begin
       if tg_op in ('INSERT', 'UPDATE') then perform list_counts_add(new.user_id, 'fav', 1); end if;
       if tg_op in ('DELETE', 'UPDATE') then perform list_counts_add(old.user_id, 'fav', -1); end if;
       return null;
     end $$;

function list_counts_add(uid integer, lst text, d integer) as $$
     begin
       if d > 0 then
         insert into list_counts (user_id, list, n, version) values (uid, lst, d, floor(random() * 9007199254740991)::bigint) on conflict (user_id, list) do update set n = list_counts.n + excluded.n, version = floor(random() * 9007199254740991)::bigint;
       else
         update list_counts set n = n + d, version = floor(random() * 9007199254740991)::bigint where user_id = uid and list = lst;
         delete from list_counts where user_id = uid and list = lst and n <= 0;
       end if;
     end $$;

function messages_card() as $$ begin new.card_sender := case new.kind when 'comment' then ',' || '"uid":' || coalesce(new.from_user_id, 0) || ',"comment_name":' || to_json((coalesce((select username from users where id = new.from_user_id), ''))::text)::text || ',"avatar_exist":' when 'at' then ',' || '"at_uid":' || coalesce(new.from_user_id, 0) || ',"at_name":' || to_json((coalesce((select username from users where id = new.from_user_id), ''))::text)::text || ',"avatar_exist":' end; new.card_body := case new.kind when 'comment' then ',' || '"comment_text":' || to_json((new.text)::text)::text || ',"comment_time":' || new.created_at || ',"comment_type":' || coalesce(new.comment_type, 1) || ',"scene":' || coalesce(new.scene, 1) || ',"project_id":' || coalesce(new.project_id, 0) || ',"project_name":' || to_json((new.project_name)::text)::text || ',"comment_id":' || coalesce(new.comment_id, 0) || '}' when 'at' then ',' || '"text":' || to_json((new.text)::text)::text || ',"timestamp":' || new.created_at || ',"scene":' || coalesce(new.scene, 1) || ',"project_id":' || coalesce(new.project_id, 0) || ',"project_name":' || to_json((new.project_name)::text)::text || '}' end; return new; end $$;

function messages_lc() as $$
     begin
       if tg_op in ('INSERT', 'UPDATE') then perform list_counts_add(new.to_user_id, 'msg_' || new.kind, 1); end if;
       if tg_op in ('DELETE', 'UPDATE') then perform list_counts_add(old.to_user_id, 'msg_' || old.kind, -1); end if;
       return null;
     end $$;

function midi_projects_item() as $$
       begin
         if tg_op = 'INSERT' then insert into project_items (kind, item_id, user_id, up_time, score, card) values (2, new.midi_id, new.user_id, new.up_time, new.score, '{"kind":"m",' || '"midi_id":' || new.midi_id || ',"midi_uid":' || to_json((new.midi_uid)::text)::text || ',"midi_name":' || to_json((new.midi_name)::text)::text || ',"midi_type":' || to_json((new.midi_type)::text)::text || ',"music_length":' || to_json((new.music_length)::text)::text || ',"up_time":' || new.up_time || ',"click_num":' || new.click_num || ',"download_num":' || new.download_num || ',"comment_num":' || new.comment_num || ',"zan":' || new.zan || ',"score":' || new.score || ',"pic_exist":' || new.pic_exist || ',"pic_version":' || new.pic_version || ',"upload_finish":' || new.upload_finish || ',"tag":' || to_json((new.tag)::text)::text || ',"agreement":' || new.agreement || '}');
         elsif tg_op = 'DELETE' then delete from project_items where kind = 2 and item_id = old.midi_id;
         else update project_items set user_id = new.user_id, up_time = new.up_time, score = new.score, card = '{"kind":"m",' || '"midi_id":' || new.midi_id || ',"midi_uid":' || to_json((new.midi_uid)::text)::text || ',"midi_name":' || to_json((new.midi_name)::text)::text || ',"midi_type":' || to_json((new.midi_type)::text)::text || ',"music_length":' || to_json((new.music_length)::text)::text || ',"up_time":' || new.up_time || ',"click_num":' || new.click_num || ',"download_num":' || new.download_num || ',"comment_num":' || new.comment_num || ',"zan":' || new.zan || ',"score":' || new.score || ',"pic_exist":' || new.pic_exist || ',"pic_version":' || new.pic_version || ',"upload_finish":' || new.upload_finish || ',"tag":' || to_json((new.tag)::text)::text || ',"agreement":' || new.agreement || '}' where kind = 2 and item_id = new.midi_id;
         end if;
         return null;
       end $$;

function midi_projects_item_state() as $$
       begin
         update project_items set visibility = new.visibility, publish_at = new.publish_at where kind = 2 and item_id = new.midi_id;
         return null;
       end $$;

function project_items_lc() as $$
     begin
       if tg_op in ('INSERT', 'UPDATE') then perform list_counts_add(new.user_id, 'items', 1); end if;
       if tg_op in ('DELETE', 'UPDATE') then perform list_counts_add(old.user_id, 'items', -1); end if;
       return null;
     end $$;

function project_items_lv() as $$
     begin
       update list_counts set version = floor(random() * 9007199254740991)::bigint where user_id = new.user_id and list = 'items';
       return null;
     end $$;

function project_items_state() as $$
     begin
       new.visibility := case new.kind when 1 then (select visibility from vsqx_projects where music_id = new.item_id) when 2 then (select visibility from midi_projects where midi_id = new.item_id) end;
       new.publish_at := case new.kind when 1 then (select publish_at from vsqx_projects where music_id = new.item_id) when 2 then (select publish_at from midi_projects where midi_id = new.item_id) end;
       return new;
     end $$;

function search_a_put() as $$
     begin
       insert into search_a (id, body) values (new.article_id, coalesce(new.article_title, '') || chr(10) || coalesce(new.article_author_name, '') || chr(10) || coalesce((select username from users where id = new.user_id), '')) on conflict (id) do update set body = excluded.body;
       return null;
     end $$;

function search_m_put() as $$
     begin
       insert into search_m (id, body) values (new.midi_id, coalesce(new.midi_name, '') || chr(10) || coalesce(new.tag, '') || chr(10) || coalesce(new.p_name, '') || chr(10) || coalesce(new.midi_desc, '') || chr(10) || coalesce(new.lyric, '') || chr(10) || coalesce((select username from users where id = new.user_id), '')) on conflict (id) do update set body = excluded.body;
       return null;
     end $$;

function search_v_put() as $$
     begin
       insert into search_v (id, body) values (new.music_id, coalesce(new.music_name, '') || chr(10) || coalesce(new.tag, '') || chr(10) || coalesce(new.p_name, '') || chr(10) || coalesce(new.music_desc, '') || chr(10) || coalesce(new.lyric, '') || chr(10) || coalesce((select username from users where id = new.user_id), '')) on conflict (id) do update set body = excluded.body;
       return null;
     end $$;

function vsqx_projects_card() as $$ begin insert into project_cards (music_id, card, fav_head, fav_tail) values (new.music_id, '{' || '"music_id":' || new.music_id || ',"vsqx_uid":' || to_json((new.vsqx_uid)::text)::text || ',"music_name":' || to_json((new.music_name)::text)::text || ',"pic_exist":' || new.pic_exist || ',"pic_version":' || new.pic_version || ',"music_length":' || to_json((new.music_length)::text)::text || ',"up_time":' || new.up_time || ',"upload_finish":' || new.upload_finish || ',"click_num":' || new.click_num || ',"download_num":' || new.download_num || ',"comment_num":' || new.comment_num || ',"zan":' || new.zan || ',"score":' || new.score || '}', '{' || '"music_id":' || new.music_id || ',"music_name":' || to_json((new.music_name)::text)::text || ',"music_length":' || to_json((new.music_length)::text)::text || ',"pic_exist":' || new.pic_exist || ',"pic_version":' || new.pic_version || ',"vsqx_uid":' || to_json((new.vsqx_uid)::text)::text || ',"add_time":', ',' || '"zan":' || new.zan || ',"download_num":' || new.download_num || ',"comment_num":' || new.comment_num || ',"click_num":' || new.click_num || ',"p_name":' || to_json((case when new.music_type = 2 then new.p_name else (select username from users where id = new.user_id) end)::text)::text || '}')
    on conflict (music_id) do update set card = excluded.card, fav_head = excluded.fav_head, fav_tail = excluded.fav_tail; return null; end $$;

function vsqx_projects_item() as $$
       begin
         if tg_op = 'INSERT' then insert into project_items (kind, item_id, user_id, up_time, score, card) values (1, new.music_id, new.user_id, new.up_time, new.score, '{"kind":"v",' || '"music_id":' || new.music_id || ',"vsqx_uid":' || to_json((new.vsqx_uid)::text)::text || ',"music_name":' || to_json((new.music_name)::text)::text || ',"pic_exist":' || new.pic_exist || ',"pic_version":' || new.pic_version || ',"music_length":' || to_json((new.music_length)::text)::text || ',"up_time":' || new.up_time || ',"upload_finish":' || new.upload_finish || ',"click_num":' || new.click_num || ',"download_num":' || new.download_num || ',"comment_num":' || new.comment_num || ',"zan":' || new.zan || ',"score":' || new.score || '}');
         elsif tg_op = 'DELETE' then delete from project_items where kind = 1 and item_id = old.music_id;
         else update project_items set user_id = new.user_id, up_time = new.up_time, score = new.score, card = '{"kind":"v",' || '"music_id":' || new.music_id || ',"vsqx_uid":' || to_json((new.vsqx_uid)::text)::text || ',"music_name":' || to_json((new.music_name)::text)::text || ',"pic_exist":' || new.pic_exist || ',"pic_version":' || new.pic_version || ',"music_length":' || to_json((new.music_length)::text)::text || ',"up_time":' || new.up_time || ',"upload_finish":' || new.upload_finish || ',"click_num":' || new.click_num || ',"download_num":' || new.download_num || ',"comment_num":' || new.comment_num || ',"zan":' || new.zan || ',"score":' || new.score || '}' where kind = 1 and item_id = new.music_id;
         end if;
         return null;
       end $$;

function vsqx_projects_item_state() as $$
       begin
         update project_items set visibility = new.visibility, publish_at = new.publish_at where kind = 1 and item_id = new.music_id;
         return null;
       end $$;

function vsqx_projects_lc() as $$
     begin
       if tg_op in ('INSERT', 'UPDATE') then perform list_counts_add(new.user_id, 'vsqx', 1); end if;
       if tg_op in ('DELETE', 'UPDATE') then perform list_counts_add(old.user_id, 'vsqx', -1); end if;
       return null;
     end $$;

function vsqx_projects_lv() as $$
           begin
             update list_counts set version = floor(random() * 9007199254740991)::bigint where user_id = new.user_id and list = 'vsqx';
             return null;
           end $$;
