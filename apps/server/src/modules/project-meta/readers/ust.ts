import type { ProjectMeta } from '@vsqx/domain';
import { MetaError } from '../core/errors';
import { MetaBuilder } from '../core/meta-builder';
import { decodeText, detectEncoding } from '../core/text';
import { scriptLanguage } from './midi';
import type { ReadOptions } from '../core/score-recorder';

const MAX_UST = 16 * 1024 * 1024;

/** UST 2.0 names its charset; older files are Shift-JIS, and Chinese users often save GBK. */
export function ustEncoding(bytes: Uint8Array): string {
  const head = String.fromCharCode(...bytes.subarray(0, 512));
  const named = /Charset=([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (named === 'utf-8' || named === 'utf8') return 'utf-8';
  if (named === 'shift_jis' || named === 'shift-jis' || named === 'sjis') return 'shift_jis';
  if (named === 'gbk' || named === 'gb2312' || named === 'gb18030') return 'gb18030';
  return detectEncoding(bytes, 'shift_jis');
}

/** The voicebank folder: the last part of `VoiceDir`, placeholders dropped (as OpenUtau names a missing singer). */
export function voiceDirSinger(dir: string): string {
  const parts = dir
    .replace(/%(VOICE|DATA)%/gi, '')
    .split(/[\\/]/)
    .filter(Boolean);
  return parts[parts.length - 1] ?? '';
}

const tempoOf = (v: string | undefined) => Number((v ?? '').replace(',', '.'));

/** UTAU: one track per file; notes back to back (rests included), per-note tempo changes. */
export function readUst(bytes: Uint8Array, opts: ReadOptions = {}): ProjectMeta {
  if (bytes.length > MAX_UST) throw new MetaError('file too large for this format');
  const encoding = ustEncoding(bytes);
  const text = decodeText(bytes, encoding);
  if (!/^\s*\[#(VERSION|SETTING)\]/.test(text.slice(0, 200))) throw new MetaError('not a ust');
  const b = new MetaBuilder({
    format: 'ust',
    engine: { synthesizer_type: 2, synthesizer_name: 'UTAU' },
    ppq: 480,
    ...opts,
  });
  const tb = b.track('UTAU', 'vocal');
  if (!tb) throw new MetaError('no track');
  let section = '';
  let note: Record<string, string> = {};
  let pos = 0;
  const flush = () => {
    if (!/^#\d+$/.test(section)) return;
    const len = Number(note.Length);
    if (!(len > 0)) return;
    const t = tempoOf(note.Tempo);
    if (t > 0 && t <= 1000) b.tempo(pos, t);
    const lyric = note.Lyric ?? '';
    if (lyric !== 'R' && lyric !== 'r' && lyric.trim() !== '') tb.note(pos, len, Number(note.NoteNum), lyric);
    pos += len;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const head = /^\[(#[^\]]+)\]$/.exec(line);
    if (head) {
      flush();
      if (tb.full) break;
      section = head[1];
      note = {};
      continue;
    }
    const eq = line.indexOf('=');
    if (section === '#VERSION' && /version/i.test(line)) b.version(/[\d.]+/.exec(line)?.[0] ?? '');
    if (eq < 0) continue;
    const [key, value] = [line.slice(0, eq), line.slice(eq + 1)];
    if (section === '#SETTING') {
      // A bad main tempo is ignored; the first note tempo then holds from the start (as OpenUtau does).
      if (key === 'Tempo') b.tempo(0, tempoOf(value));
      if (key === 'ProjectName') b.title = value;
      if (key === 'VoiceDir') tb.singer(voiceDirSinger(value));
    } else if (/^#\d+$/.test(section) && Object.keys(note).length < 64) note[key] = value;
  }
  flush();
  // One track per file: it carries the project's name.
  if (b.title?.trim()) tb.name = b.title;
  const meta = b.build();
  for (const t of meta.tracks) t.language ??= scriptLanguage(t.lyrics);
  return meta;
}
