import type { ProjectMeta } from '@vsqx/domain';
import { MetaBuilder } from '../core/meta-builder';
import { MetaError } from '../core/errors';
import { readSmfHeader, walkSmf } from '../core/smf';
import { decodeText } from '../core/text';
import { barsOf } from '../core/bars';
import { VOCALOID_LANGUAGES } from './vsqx';
import type { ReadOptions } from '../core/score-recorder';

/** INI text kept per track; real ones are well under a megabyte. */
const MAX_INI = 8 * 1024 * 1024;
const DM = /^DM:\d{4}:/;

/** Does this SMF carry VOCALOID's `DM:nnnn:` INI text (a .vsq or a VOCALOID-exported .mid)? */
export function isVocaloidMidi(bytes: Uint8Array): boolean {
  let found = false;
  walkSmf(bytes, {
    meta(_t, _tick, type, data) {
      if (!found && type === 0x01 && data.length >= 8)
        found = DM.test(String.fromCharCode(...data.subarray(0, 8)));
    },
  });
  return found;
}

type Ini = Map<string, Map<string, string>>;

/** `[Section]` / `key=value` lines; the `[EventList]` keys are ticks and may repeat, so they are kept in order. */
function parseIni(text: string): { ini: Ini; events: [number, string][] } {
  const ini: Ini = new Map();
  const events: [number, string][] = [];
  let section: Map<string, string> | null = null;
  let name = '';
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const head = /^\[(.+)\]$/.exec(line);
    if (head) {
      name = head[1];
      section = new Map();
      ini.set(name, section);
      continue;
    }
    const eq = line.indexOf('=');
    if (!section || eq < 0) continue;
    const key = line.slice(0, eq);
    const value = line.slice(eq + 1);
    if (name === 'EventList') {
      for (const id of value.split(',')) events.push([Number(key), id.trim()]);
    } else section.set(key, value);
  }
  return { ini, events };
}

/**
 * VOCALOID 2 (.vsq) and VOCALOID-exported .mid: tempo from the SMF master track, and per track a
 * Shift-JIS INI text cut into `DM:` text events, holding the singer (`IDS=`), the notes and lyrics.
 */
export function readVsq(bytes: Uint8Array, opts: ReadOptions = {}): ProjectMeta {
  const header = readSmfHeader(bytes);
  const b = new MetaBuilder({
    format: 'vsq',
    engine: { synthesizer_type: 1, synthesizer_name: 'VOCALOID2' },
    ppq: header.ticksPerBeat,
    ...opts,
  });
  const texts = new Map<number, Uint8Array[]>();
  const sizes = new Map<number, number>();
  const sigs: { tick: number; num: number; den: number }[] = [];
  const result = walkSmf(bytes, {
    meta(track, tick, type, data) {
      if (type === 0x51 && data.length === 3)
        b.tempo(tick, 60_000_000 / Math.max(1, (data[0] << 16) | (data[1] << 8) | data[2]));
      else if (type === 0x58 && data.length >= 2)
        sigs.push({ tick, num: data[0], den: 2 ** Math.min(data[1], 6) });
      else if (type === 0x01 && data.length > 8 && DM.test(String.fromCharCode(...data.subarray(0, 8)))) {
        const size = (sizes.get(track) ?? 0) + data.length - 8;
        if (size > MAX_INI) return;
        sizes.set(track, size);
        const list = texts.get(track) ?? [];
        list.push(data.subarray(8));
        texts.set(track, list);
      }
    },
  });
  for (const w of result.warnings) b.warn(w);
  if (texts.size === 0) throw new MetaError('no VOCALOID text');
  let preMeasure = 0;
  for (const [, chunks] of [...texts].sort((x, y) => x[0] - y[0])) {
    const { ini, events } = parseIni(decodeText(Buffer.concat(chunks), 'shift_jis'));
    const master = ini.get('Master');
    if (master?.has('PreMeasure'))
      preMeasure = Math.max(0, Math.min(64, Number(master.get('PreMeasure')) || 0));
    const tb = b.track(ini.get('Common')?.get('Name') ?? '', 'vocal');
    if (!tb) break;
    for (const [tick, id] of events) {
      const ev = ini.get(id);
      if (!ev || !Number.isFinite(tick)) continue;
      if (ev.get('Type') === 'Singer') {
        const h = ini.get(ev.get('IconHandle') ?? '');
        tb.singer(h?.get('IDS'));
        tb.language ??= VOCALOID_LANGUAGES[h?.get('Language') ?? ''];
      } else if (ev.get('Type') === 'Anote') {
        // L0="lyric","phonemes",… (formats.md §2.3)
        const l0 = /^"([^"]*)"(?:,"([^"]*)")?/.exec(ini.get(ev.get('LyricHandle') ?? '')?.get('L0') ?? '');
        if (!tb.note(tick, Number(ev.get('Length')), Number(ev.get('Note#')), l0?.[1], l0?.[2])) break;
      }
    }
  }
  const bars = barsOf(sigs, header.ticksPerBeat);
  for (const s of bars) b.timeSig(s.bar - preMeasure, s.num, s.den);
  b.preRoll = preMeasure * b.measureTicks(bars[0]?.num ?? 4, bars[0]?.den ?? 4);
  return b.build();
}
