import type { MetaLanguage, ProjectMeta } from '@vsqx/domain';
import { MetaBuilder, type TrackBuilder } from '../core/meta-builder';
import { readSmfHeader, walkSmf } from '../core/smf';
import { cleanText, decodeText, detectEncoding } from '../core/text';
import { barsOf } from '../core/bars';
import type { ReadOptions } from '../core/score-recorder';

/** Text bytes sampled for the encoding guess (formats.md §3.4: detect once over all text). */
const TEXT_SAMPLE = 256 * 1024;

/** A language hint from the lyrics themselves: kana means Japanese, hanzi without kana Chinese. */
export function scriptLanguage(text: string): MetaLanguage | undefined {
  if (/[\u3040-\u30ff]/.test(text)) return 'ja';
  if (/[\u4e00-\u9fff]/.test(text)) return 'zh';
  if (/[A-Za-z]{2,}/.test(text)) return 'en';
  return undefined;
}

/** One encoding for all text of the file, guessed over all its text bytes together. */
function fileEncoding(bytes: Uint8Array): string {
  const parts: Uint8Array[] = [];
  let size = 0;
  walkSmf(bytes, {
    meta(_t, _tick, type, data) {
      if ((type === 0x01 || type === 0x03 || type === 0x05) && size < TEXT_SAMPLE) {
        parts.push(data);
        size += data.length + 1;
      }
    },
  });
  const sample = new Uint8Array(size);
  let o = 0;
  for (const p of parts) {
    sample.set(p, o);
    o += p.length + 1;
  }
  return detectEncoding(sample, 'gb18030');
}

/**
 * Standard MIDI: tempo and time signatures from meta events, one track per MTrk with notes (per
 * channel in format 0), lyrics from lyric/text events re-decoded with one encoding for the file.
 */
export function readMidi(bytes: Uint8Array, opts: ReadOptions = {}): ProjectMeta {
  const header = readSmfHeader(bytes);
  const encoding = fileEncoding(bytes);
  const decode = (d: Uint8Array) => cleanText(decodeText(d, encoding), 200);
  const b = new MetaBuilder({
    format: 'mid',
    engine: { synthesizer_type: 3, synthesizer_name: 'MIDI' },
    ppq: header.ticksPerBeat,
    ...opts,
  });
  const sigs: { tick: number; num: number; den: number }[] = [];
  const names = new Map<number, string>();
  const builders = new Map<number, TrackBuilder>();
  const lyricOf = new Map<number, string>();
  const pending = new Float64Array(16 * 128);
  const lyricAt: (string | undefined)[] = new Array(16 * 128);
  const trackOf = (track: number, channel: number): TrackBuilder | undefined => {
    const key = header.format === 0 ? channel : track;
    let tb = builders.get(key);
    if (!tb) {
      const name =
        header.format === 0
          ? `${names.get(0) || 'Channel'} ${channel + 1}`
          : names.get(track) || `Track ${track + 1}`;
      tb = b.track(name, 'midi') ?? undefined;
      if (tb) builders.set(key, tb);
    }
    return tb;
  };
  const result = walkSmf(bytes, {
    track() {
      pending.fill(-1);
    },
    meta(track, tick, type, data) {
      if (type === 0x51 && data.length === 3)
        b.tempo(tick, 60_000_000 / Math.max(1, (data[0] << 16) | (data[1] << 8) | data[2]));
      else if (type === 0x58 && data.length >= 2)
        sigs.push({ tick, num: data[0], den: 2 ** Math.min(data[1], 6) });
      else if (type === 0x03 && !names.has(track)) names.set(track, decode(data));
      else if (type === 0x05 || (type === 0x01 && data.length < 64)) lyricOf.set(track, decode(data));
    },
    note(track, tick, channel, key, velocity) {
      const slot = channel * 128 + key;
      const start = pending[slot];
      if (start >= 0) {
        pending[slot] = -1;
        trackOf(track, channel)?.note(start, tick - start, key, lyricAt[slot]);
      }
      if (velocity > 0) {
        pending[slot] = tick;
        lyricAt[slot] = lyricOf.get(track);
        lyricOf.delete(track);
      }
    },
  });
  for (const w of result.warnings) b.warn(w);
  for (const s of barsOf(sigs, header.ticksPerBeat)) b.timeSig(s.bar, s.num, s.den);
  const noteTracks = [...builders.values()].filter((t) => t.noteCount > 0).length;
  b.midi = { smfFormat: header.format, multiTrack: noteTracks > 1, encoding };
  const meta = b.build();
  for (const t of meta.tracks) t.language ??= scriptLanguage(t.lyrics);
  return meta;
}
