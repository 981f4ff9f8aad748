import { META_LIMITS } from '@vsqx/domain';
import { MetaError } from './errors';

/** Events read from one file at most; past this the rest is ignored with a warning. */
export const MAX_MIDI_EVENTS = 2_000_000;

export interface SmfHeader {
  format: 0 | 1 | 2;
  declaredTracks: number;
  ticksPerBeat: number;
}

/** Called for each event; nothing is allocated per event, so a 4 MB file costs no more than its bytes. */
export interface SmfVisitor {
  track?(index: number): void;
  note?(track: number, tick: number, channel: number, key: number, velocity: number): void;
  meta?(track: number, tick: number, type: number, data: Uint8Array): void;
}

export interface SmfResult {
  header: SmfHeader;
  tracks: number;
  warnings: string[];
}

const MTHD = 0x4d546864;
const MTRK = 0x4d54726b;

function u32(b: Uint8Array, o: number): number {
  return ((b[o] << 24) >>> 0) + (b[o + 1] << 16) + (b[o + 2] << 8) + b[o + 3];
}

/** The header alone (SMPTE time division is refused: no project format uses it). */
export function readSmfHeader(b: Uint8Array): SmfHeader {
  if (b.length < 14 || u32(b, 0) !== MTHD || u32(b, 4) < 6) throw new MetaError('not a midi file');
  const format = (b[8] << 8) | b[9];
  const division = (b[12] << 8) | b[13];
  if (format > 2) throw new MetaError('unknown midi format');
  if (division & 0x8000 || division === 0) throw new MetaError('SMPTE time division refused');
  return { format: format as 0 | 1 | 2, declaredTracks: (b[10] << 8) | b[11], ticksPerBeat: division };
}

/**
 * A bounded Standard MIDI File walk (our own rather than midi-file's, which builds an object per event
 * and quietly accepts truncated tracks): chunk lengths are clamped to the bytes present, variable-length
 * numbers to 4 bytes, the track count and the event count are capped.
 */
export function walkSmf(b: Uint8Array, visit: SmfVisitor): SmfResult {
  const header = readSmfHeader(b);
  const warnings: string[] = [];
  let pos = 8 + u32(b, 4);
  let track = 0;
  let events = 0;
  while (pos + 8 <= b.length) {
    const id = u32(b, pos);
    let len = u32(b, pos + 4);
    pos += 8;
    if (len > b.length - pos) {
      warnings.push('midi track truncated');
      len = b.length - pos;
    }
    const end = pos + len;
    if (id !== MTRK) {
      pos = end;
      continue;
    }
    if (track >= META_LIMITS.tracks) {
      warnings.push(`only the first ${META_LIMITS.tracks} tracks were read`);
      break;
    }
    visit.track?.(track);
    let p = pos;
    let tick = 0;
    let status = 0;
    const vlq = (): number => {
      let v = 0;
      for (let i = 0; i < 4; i++) {
        if (p >= end) throw new MetaError('truncated');
        const c = b[p++];
        v = (v << 7) | (c & 0x7f);
        if (!(c & 0x80)) return v;
      }
      throw new MetaError('bad variable-length number');
    };
    try {
      while (p < end) {
        if (++events > MAX_MIDI_EVENTS) {
          warnings.push('too many midi events');
          return { header, tracks: track + 1, warnings };
        }
        tick += vlq();
        if (p >= end) break;
        let s = b[p];
        if (s & 0x80) p += 1;
        else if (!status) throw new MetaError('running status without status');
        else s = status;
        if (s === 0xff) {
          if (p >= end) break;
          const type = b[p++];
          const n = vlq();
          if (p + n > end) throw new MetaError('truncated');
          visit.meta?.(track, tick, type, b.subarray(p, p + n));
          p += n;
          if (type === 0x2f) break;
          continue;
        }
        if (s === 0xf0 || s === 0xf7) {
          const n = vlq();
          p += n;
          continue;
        }
        if (s >= 0xf0) continue;
        status = s;
        const kind = s & 0xf0;
        const size = kind === 0xc0 || kind === 0xd0 ? 1 : 2;
        if (p + size > end) throw new MetaError('truncated');
        if (kind === 0x90 || kind === 0x80)
          visit.note?.(track, tick, s & 0x0f, b[p] & 0x7f, kind === 0x80 ? 0 : b[p + 1] & 0x7f);
        p += size;
      }
    } catch (err) {
      if (!(err instanceof MetaError)) throw err;
      warnings.push(`midi track ${track + 1}: ${err.reason}`);
    }
    track += 1;
    pos = end;
  }
  if (track === 0) throw new MetaError('no midi tracks');
  return { header, tracks: track, warnings };
}
