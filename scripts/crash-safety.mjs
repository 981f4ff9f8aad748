// Crash safety: kills the server with SIGKILL in a loop while uploads, submits and transfers run, restarts
// it, and checks after every crash that every acknowledged write is there with its exact bytes, that no
// half-written file is live, that staging holds only what rows and jobs still need, and that SQLite's
// integrity check passes. Run after `npm run build`: node scripts/crash-safety.mjs  (CRASH_CYCLES=8)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'apps/server/package.json'));
const Database = require('better-sqlite3');
const CYCLES = Number(process.env.CRASH_CYCLES ?? 8);
const PORT = 7300 + Math.floor(Math.random() * 200);
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-crash-'));
const dbFile = path.join(dataDir, 'vsqx.db');
const filesDir = path.join(dataDir, 'files');
const acked = new Map(); // music_id → { size, byte, uid }
const ackedUpdates = []; // { id, size, byte, note }: acknowledged file changes (each a new version, DESIGN §8)
let token = '';
const failures = [];
const fail = (m) => {
  failures.push(m);
  console.error(`  FAIL ${m}`);
};

function start() {
  return spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'error',
      TRANSFER_DELAY_MS: '300',
      STAGING_ORPHAN_MS: '0',
      WEB_DIST: '/nonexistent',
      LOGIN_RATE_MAX: '100000',
      RATE_COMMENT_MAX: '100000',
      RATE_LICENCE_APPLY_MAX: '100000',
      RATE_SQUARE_POST_MAX: '100000',
      RATE_SUGGESTION_MAX: '100000',
      RATE_UPLOAD_MAX: '100000',
      RATE_SEARCH_MAX: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
async function waitUp() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${BASE}/api/docs/json`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}
const auth = () => ({ authorization: `Bearer ${token}` });
async function json(url, init = {}) {
  const res = await fetch(BASE + url, { ...init, headers: { ...auth(), ...(init.headers ?? {}) } });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** One project created end to end; resolves once the submit is acknowledged (or rejects on the crash). */
async function createProject(size, byte) {
  const slot = (await json('/api/user/new_vsqx_uid', { method: 'POST' })).body.data.vsqx_uid;
  const fd = new FormData();
  fd.append('vsqx_uid', slot);
  fd.append('page_url', '/crash');
  fd.append('file', new Blob([Buffer.alloc(size, byte)]), 'song.zip');
  const up = await json('/api/upload/vsqx_file', { method: 'POST', body: fd });
  if (up.status !== 200) throw new Error(`upload ${up.status}`);
  const form = new URLSearchParams({
    vsqx_uid: slot,
    music_exist: '0',
    music_type: '1',
    p_name: '',
    p_title: `崩溃测试${byte}`,
    b_av: '',
    b_type: '1',
    agreement: '2',
    language: '2',
    selected_list: '古风',
    rate: '2',
    lyric_content: '',
    vsqx_content: '崩溃测试工程',
    p_introduce: '',
    up_name: '',
    up_email: '',
    if_pic_changed: '0',
    if_music_changed: '0',
    if_vsqx_changed: '1',
    pic_exist: '0',
    file_extension: 'zip',
    synthesizer_name: '',
    synthesizer_type: '1',
  });
  const sub = await json('/api/user/submit_new_vsqx_project', {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (sub.status !== 200) throw new Error(`submit ${sub.status} ${JSON.stringify(sub.body)}`);
  acked.set(sub.body.data.music_id, { size, byte, uid: slot });
}

/** A new file with a '版本说明' for an acknowledged project (the update submit; 409 while it transfers). */
async function updateProject(id, size, byte) {
  const { uid } = acked.get(id);
  const fd = new FormData();
  fd.append('vsqx_uid', uid);
  fd.append('page_url', '/crash');
  fd.append('file', new Blob([Buffer.alloc(size, byte)]), 'song.zip');
  const up = await json('/api/upload/vsqx_file', { method: 'POST', body: fd });
  if (up.status !== 200) throw new Error(`upload ${up.status}`);
  const note = `崩溃更新 ${id}-${byte}-${Date.now()}`;
  const form = new URLSearchParams({
    vsqx_uid: uid,
    music_exist: '0',
    music_type: '1',
    p_name: '',
    p_title: `崩溃测试${byte}`,
    b_av: '',
    b_type: '1',
    agreement: '2',
    language: '2',
    selected_list: '古风',
    rate: '2',
    lyric_content: '',
    vsqx_content: '崩溃测试工程',
    p_introduce: '',
    up_name: '',
    up_email: '',
    if_pic_changed: '0',
    if_music_changed: '0',
    if_vsqx_changed: '1',
    pic_exist: '0',
    file_extension: 'zip',
    synthesizer_name: '',
    synthesizer_type: '1',
    version_note: note,
  });
  const sub = await json('/api/user/submit_update_vsqx_project', {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (sub.status === 200 && sub.body.success) ackedUpdates.push({ id, size, byte, note });
}

/**
 * A project file sent through tus (DESIGN §8), usually cut by the kill: each cycle continues the one a crash
 * cut (HEAD for the server's offset, PATCH the rest) and submits it once complete; the offset a restarted
 * server answers must be bytes it really kept (the finished file is checked byte for byte like the others).
 */
let tusPending = null; // { loc, slot, size, byte }
async function tusCreate(size, byte) {
  const slot = (await json('/api/user/new_vsqx_uid', { method: 'POST' })).body.data.vsqx_uid;
  const b64 = (v) => Buffer.from(v).toString('base64');
  const res = await fetch(`${BASE}/api/uploads/tus`, {
    method: 'POST',
    headers: {
      ...auth(),
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': `target ${b64('vsqx_file')},uid ${b64(slot)},filename ${b64('song.zip')}`,
    },
  });
  if (res.status !== 201) throw new Error(`tus create ${res.status}`);
  tusPending = { loc: res.headers.get('location'), slot, size, byte };
}
async function tusContinue() {
  const t = tusPending;
  const head = await fetch(BASE + t.loc, {
    method: 'HEAD',
    headers: { ...auth(), 'tus-resumable': '1.0.0' },
  });
  if (head.status === 404) {
    tusPending = null;
    return;
  } // swept or never created: start again next cycle
  const offset = Number(head.headers.get('upload-offset'));
  if (!(offset >= 0 && offset <= t.size)) fail(`tus: offset ${offset} outside 0..${t.size}`);
  const res = await fetch(BASE + t.loc, {
    method: 'PATCH',
    body: Buffer.alloc(t.size - offset, t.byte),
    headers: {
      ...auth(),
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
  });
  if (res.status !== 200) throw new Error(`tus patch ${res.status}`);
  tusPending = null;
  const form = new URLSearchParams({
    vsqx_uid: t.slot,
    music_exist: '0',
    music_type: '1',
    p_name: '',
    p_title: `续传崩溃${t.byte}`,
    b_av: '',
    b_type: '1',
    agreement: '2',
    language: '2',
    selected_list: '古风',
    rate: '2',
    lyric_content: '',
    vsqx_content: '崩溃测试工程',
    p_introduce: '',
    up_name: '',
    up_email: '',
    if_pic_changed: '0',
    if_music_changed: '0',
    if_vsqx_changed: '1',
    pic_exist: '0',
    file_extension: 'zip',
    synthesizer_name: '',
    synthesizer_type: '1',
  });
  const sub = await json('/api/user/submit_new_vsqx_project', {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (sub.status === 200) {
    acked.set(sub.body.data.music_id, { size: t.size, byte: t.byte, uid: t.slot });
    tusAcked++;
  }
}
let tusAcked = 0;

function uniform(file, size, byte) {
  const buf = fs.readFileSync(file);
  return buf.length === size && buf.every((b) => b === byte);
}

/** The invariants, checked with the server stopped (straight on the SQLite file and the folder). */
function checkStopped(cycle) {
  const db = new Database(dbFile);
  try {
    const ic = db.pragma('integrity_check', { simple: true });
    if (ic !== 'ok') fail(`cycle ${cycle}: integrity_check ${ic}`);
    const rows = new Map(
      db
        .prepare(
          'select music_id, vsqx_uid, upload_finish, file_size, file_extension, file_key from vsqx_projects',
        )
        .all()
        .map((r) => [r.music_id, r]),
    );
    const jobs = db
      .prepare('select payload from jobs')
      .all()
      .map((j) => JSON.parse(j.payload));
    const versions = db
      .prepare('select project_id, version, file_key, size, note from project_versions')
      .all();
    for (const [id, w] of acked) {
      const r = rows.get(id);
      if (!r) {
        fail(`cycle ${cycle}: acknowledged project ${id} is missing`);
        continue;
      }
      // A ready project's file is its newest version's immutable file (DESIGN §8 "Versions").
      if (r.upload_finish === 1) {
        const newest = versions.filter((v) => v.project_id === id).sort((a, b) => b.version - a.version)[0];
        if (!newest || newest.file_key !== r.file_key)
          fail(`cycle ${cycle}: project ${id} is ready but its file is not its newest version`);
        const first = versions.find((v) => v.project_id === id && v.version === 1);
        if (!first || !uniform(path.join(filesDir, first.file_key), w.size, w.byte))
          fail(`cycle ${cycle}: project ${id}'s version 1 is wrong`);
      } else if (!jobs.some((j) => j.music_id === id))
        fail(`cycle ${cycle}: project ${id} is transferring with no job`);
    }
    // Every acknowledged file change is a version with its note and exact bytes, or still a job carrying that note.
    for (const u of ackedUpdates) {
      const v = versions.find((x) => x.project_id === u.id && x.note === u.note);
      if (v) {
        if (!uniform(path.join(filesDir, v.file_key), u.size, u.byte))
          fail(`cycle ${cycle}: version of ${u.id} (${u.note}) has the wrong bytes`);
      } else if (!jobs.some((j) => j.music_id === u.id && j.note === u.note))
        fail(`cycle ${cycle}: acknowledged update of ${u.id} (${u.note}) is lost`);
    }
    // No half-written version file: each is named by a version row (or a job that already hashed it) and is whole.
    const verDir = path.join(filesDir, 'version');
    for (const owner of fs.existsSync(verDir) ? fs.readdirSync(verDir) : []) {
      for (const name of fs.readdirSync(path.join(verDir, owner))) {
        const key = `version/${owner}/${name}`;
        const buf = fs.readFileSync(path.join(filesDir, key));
        const row = versions.find((v) => v.file_key === key);
        if (!row && !jobs.some((j) => j.sha256 === name)) {
          fail(`cycle ${cycle}: version file ${key} has no version and no job`);
          continue;
        }
        if (row && buf.length !== row.size)
          fail(`cycle ${cycle}: version file ${key} is ${buf.length} bytes, row says ${row.size}`);
        if (!buf.every((b) => b === buf[0])) fail(`cycle ${cycle}: version file ${key} is mixed`);
      }
    }
    return {
      projects: rows.size,
      transferring: [...rows.values()].filter((r) => r.upload_finish === 2).length,
    };
  } finally {
    db.close();
  }
}

function checkStaging(cycle) {
  const db = new Database(dbFile, { readonly: true });
  try {
    const wanted = new Set(
      db
        .prepare('select staged_key from staged_uploads')
        .all()
        .map((r) => r.staged_key),
    );
    for (const j of db.prepare('select payload from jobs').all())
      wanted.add(JSON.parse(j.payload).staged_key);
    const staging = path.join(filesDir, '.staging');
    const left = fs.readdirSync(staging).filter((k) => !wanted.has(k));
    if (left.length) fail(`cycle ${cycle}: ${left.length} orphan staged file(s) after restart`);
  } finally {
    db.close();
  }
}

const ackCount = () => acked.size + ackedUpdates.length;
/** Whether one more write than `before` is acknowledged within `ms`. */
async function acknowledgedSince(before, ms) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 10)))
    if (ackCount() > before) return true;
  return false;
}

let server = start();
await waitUp();
const reg = await (
  await fetch(`${BASE}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'crash_user', password: 'secret123' }),
  })
).json();
token = reg.data.token;
for (let cycle = 1; cycle <= CYCLES; cycle++) {
  const work = [];
  for (let i = 0; i < 4; i++)
    work.push(
      createProject(
        256 * 1024 + Math.floor(Math.random() * 4 * 1024 * 1024),
        ((cycle * 16 + i) % 250) + 1,
      ).catch(() => undefined),
    );
  work.push(createProject(40 * 1024 * 1024, 255).catch(() => undefined)); // a big one, usually cut by the kill
  // A resumable upload: begun, or continued where the last crash cut it.
  work.push(
    (async () => {
      if (!tusPending) await tusCreate(24 * 1024 * 1024, ((cycle * 5) % 250) + 1);
      await tusContinue();
    })().catch(() => undefined),
  );
  // File changes of earlier projects: each acknowledged one must become a version with its note.
  for (const id of [...acked.keys()].slice(-3))
    work.push(
      updateProject(
        id,
        64 * 1024 + Math.floor(Math.random() * 1024 * 1024),
        ((cycle * 7 + id) % 250) + 1,
      ).catch(() => undefined),
    );
  // The kill comes at a random moment after this cycle's first acknowledgement: a kill before any (a slow
  // machine's first upload) would check nothing, and the loop once passed 8 such cycles with nothing to check.
  if (!(await acknowledgedSince(ackCount(), 60_000)))
    fail(`cycle ${cycle}: nothing was acknowledged within 60 s`);
  await new Promise((r) => setTimeout(r, Math.random() * 1200));
  server.kill('SIGKILL');
  await new Promise((r) => server.once('exit', r));
  await Promise.all(work);
  const state = checkStopped(cycle);
  server = start();
  await waitUp();
  await new Promise((r) => setTimeout(r, 500)); // the start-up sweep runs
  checkStaging(cycle);
  const me = await json('/api/user/select_vsqx_project_list?page=1&page_size=100');
  if (me.status !== 200) fail(`cycle ${cycle}: session lost after restart (${me.status})`);
  console.log(
    `cycle ${cycle}: ${acked.size} acknowledged, ${state.projects} rows, ${state.transferring} transferring — ok so far`,
  );
}
// A resumable upload still cut by the last crash is finished now, so its resumed bytes are checked too.
if (tusPending) await tusContinue().catch((e) => fail(`final tus resume: ${e.message}`));
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
checkStopped('final');
if (acked.size < CYCLES) fail(`only ${acked.size} projects acknowledged in ${CYCLES} cycles`);
if (!ackedUpdates.length) fail('no file change (version) was acknowledged');
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(
  failures.length
    ? `\n${failures.length} failure(s)`
    : `\ncrash safety: ${CYCLES} SIGKILL cycles, ${acked.size} acknowledged projects and ${ackedUpdates.length} acknowledged file changes (versions) all intact; ${tusAcked} of the projects came through tus, resumed across crashes`,
);
console.log(`${failures.length ? 0 : 1} passed, ${failures.length ? 1 : 0} failed`);
process.exit(failures.length ? 1 : 0);
