import iconv from 'iconv-lite';
import ini from 'ini';
import { parseMidi } from 'midi-file';
import { XMLParser } from 'fast-xml-parser';
import { parse as parseYaml } from 'yaml';
import { unzipSync } from 'fflate';

/**
 * Readers that share no code with ours, for checking converted files: midi-file for MIDI, an INI reader
 * (`ini`) with Shift-JIS decoding through iconv-lite for UST, the `yaml` package for USTX, JSON.parse
 * for SVP and fast-xml-parser for VSQX. Each answers the same small shape, in ticks at 480.
 */
export interface ReadBack {
  title?: string;
  comment?: string;
  tempos: { tick: number; bpm: number }[];
  timeSignatures?: { bar: number; num: number; den: number }[];
  tracks: { name?: string; notes: { tick: number; dur: number; key: number; lyric: string }[] }[];
}

const latin1ToUtf8 = (s: string) => Buffer.from(s, 'latin1').toString('utf8');

export function readMidiBack(bytes: Uint8Array): ReadBack {
  const midi = parseMidi(bytes);
  const scale = 480 / (midi.header.ticksPerBeat ?? 480);
  const out: ReadBack = { tempos: [], tracks: [], timeSignatures: [] };
  const sigs: { tick: number; num: number; den: number }[] = [];
  midi.tracks.forEach((events, i) => {
    let tick = 0;
    let lyric = '';
    let name: string | undefined;
    const open = new Map<number, { tick: number; lyric: string }>();
    const notes: ReadBack['tracks'][number]['notes'] = [];
    for (const e of events) {
      tick += e.deltaTime;
      if (e.type === 'setTempo')
        out.tempos.push({ tick: tick * scale, bpm: 60_000_000 / e.microsecondsPerBeat });
      else if (e.type === 'timeSignature')
        sigs.push({ tick: tick * scale, num: e.numerator, den: e.denominator });
      else if (e.type === 'trackName') name = latin1ToUtf8(e.text);
      else if (e.type === 'copyrightNotice') out.comment = latin1ToUtf8(e.text);
      else if (e.type === 'lyrics') lyric = latin1ToUtf8(e.text);
      else if (e.type === 'noteOn' && e.velocity > 0) {
        open.set(e.noteNumber, { tick, lyric });
        lyric = '';
      } else if (e.type === 'noteOff' || e.type === 'noteOn') {
        const start = open.get(e.noteNumber);
        if (!start) continue;
        open.delete(e.noteNumber);
        notes.push({
          tick: start.tick * scale,
          dur: (tick - start.tick) * scale,
          key: e.noteNumber,
          lyric: start.lyric,
        });
      }
    }
    if (i === 0) out.title = name;
    else out.tracks.push({ name, notes: notes.sort((a, b) => a.tick - b.tick || a.key - b.key) });
  });
  // Bars counted through the signatures before each change.
  let bar = 0;
  let from = 0;
  let len = 1920;
  for (const s of sigs) {
    bar += (s.tick - from) / len;
    from = s.tick;
    len = (1920 * s.num) / s.den;
    out.timeSignatures!.push({ bar, num: s.num, den: s.den });
  }
  return out;
}

/**
 * UST is INI-like, but `;` and `#` are plain characters in it (sections `[#0000]`, aliases like `み_D#4`),
 * while `ini` reads them as the start of a comment: they are escaped the way `ini` documents.
 */
const escapeForIni = (text: string) => text.replace(/[;#]/g, '\\$&');

function readOneUst(bytes: Uint8Array): ReadBack {
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const text = iconv.decode(Buffer.from(bytes), /Charset=UTF-8/i.test(head) ? 'utf-8' : 'shift_jis');
  const doc = ini.parse(escapeForIni(text)) as Record<string, Record<string, string>>;
  const setting = doc['#SETTING'] ?? {};
  const out: ReadBack = {
    title: setting.ProjectName,
    tempos: [{ tick: 0, bpm: Number(setting.Tempo) }],
    tracks: [{ notes: [] }],
  };
  let pos = 0;
  for (const [section, v] of Object.entries(doc)) {
    if (!/^#\d{4}$/.test(section)) continue;
    const len = Number(v.Length);
    if (v.Tempo !== undefined) out.tempos.push({ tick: pos, bpm: Number(v.Tempo) });
    if (v.Lyric !== 'R' && v.Lyric !== 'r')
      out.tracks[0].notes.push({ tick: pos, dur: len, key: Number(v.NoteNum), lyric: String(v.Lyric) });
    pos += len;
  }
  return out;
}

/** One .ust, or a zip of them (one per track, in name order). */
export function readUstBack(bytes: Uint8Array): ReadBack {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) return readOneUst(bytes);
  const files = unzipSync(bytes);
  const parts = Object.keys(files)
    .sort()
    .map((name) => readOneUst(files[name]));
  return { ...parts[0], tracks: parts.flatMap((p) => p.tracks) };
}

interface UstxDoc {
  name: string;
  comment: string;
  tempos: { position: number; bpm: number }[];
  time_signatures: { bar_position: number; beat_per_bar: number; beat_unit: number }[];
  tracks: { track_name: string }[];
  voice_parts: {
    track_no: number;
    position: number;
    notes: { position: number; duration: number; tone: number; lyric: string }[];
  }[];
}

export function readUstxBack(bytes: Uint8Array): ReadBack {
  const doc = parseYaml(new TextDecoder().decode(bytes)) as UstxDoc;
  const tracks: ReadBack['tracks'] = doc.tracks.map((t) => ({ name: t.track_name, notes: [] }));
  for (const part of doc.voice_parts) {
    for (const n of part.notes)
      tracks[part.track_no].notes.push({
        tick: part.position + n.position,
        dur: n.duration,
        key: n.tone,
        lyric: n.lyric,
      });
  }
  return {
    title: doc.name,
    comment: doc.comment,
    tempos: doc.tempos.map((t) => ({ tick: t.position, bpm: t.bpm })),
    timeSignatures: doc.time_signatures.map((s) => ({
      bar: s.bar_position,
      num: s.beat_per_bar,
      den: s.beat_unit,
    })),
    tracks,
  };
}

const BLICKS = 1_470_000;

interface SvpDoc {
  time: {
    tempo: { position: number; bpm: number }[];
    meter: { index: number; numerator: number; denominator: number }[];
  };
  tracks: {
    name: string;
    mainGroup: { notes: { onset: number; duration: number; pitch: number; lyrics: string }[] };
  }[];
}

export function readSvpBack(bytes: Uint8Array): ReadBack {
  const doc = JSON.parse(new TextDecoder().decode(bytes).split('\u0000')[0]) as SvpDoc;
  return {
    tempos: doc.time.tempo.map((t) => ({ tick: t.position / BLICKS, bpm: t.bpm })),
    timeSignatures: doc.time.meter.map((m) => ({ bar: m.index, num: m.numerator, den: m.denominator })),
    tracks: doc.tracks.map((t) => ({
      name: t.name,
      notes: t.mainGroup.notes.map((n) => ({
        tick: n.onset / BLICKS,
        dur: n.duration / BLICKS,
        key: n.pitch,
        lyric: n.lyrics,
      })),
    })),
  };
}

type XmlNode = Record<string, unknown>;
const text = (v: unknown) => String((v as XmlNode | undefined)?.['#text'] ?? v ?? '');

export function readVsqxBack(bytes: Uint8Array): ReadBack {
  const parser = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (name) => ['vsTrack', 'vsPart', 'note', 'tempo', 'timeSig'].includes(name),
  });
  const root = (parser.parse(new TextDecoder().decode(bytes)) as XmlNode).vsq4 as XmlNode;
  const master = root.masterTrack as XmlNode;
  const sigs = (master.timeSig as XmlNode[]).map((s) => ({
    m: Number(text(s.m)),
    num: Number(text(s.nu)),
    den: Number(text(s.de)),
  }));
  const pre = Number(text(master.preMeasure));
  const preTicks = pre * ((480 * 4 * sigs[0].num) / sigs[0].den);
  return {
    title: text(master.seqName),
    comment: text(master.comment),
    tempos: (master.tempo as XmlNode[]).map((t) => ({
      tick: Math.max(0, Number(text(t.t)) - preTicks),
      bpm: Number(text(t.v)) / 100,
    })),
    timeSignatures: sigs.map((s) => ({ bar: Math.max(0, s.m - pre), num: s.num, den: s.den })),
    tracks: ((root.vsTrack as XmlNode[]) ?? []).map((tr) => ({
      name: text(tr.name),
      notes: ((tr.vsPart as XmlNode[]) ?? []).flatMap((part) =>
        ((part.note as XmlNode[]) ?? []).map((n) => ({
          tick: Number(text(part.t)) - preTicks + Number(text(n.t)),
          dur: Number(text(n.dur)),
          key: Number(text(n.n)),
          lyric: text(n.y),
        })),
      ),
    })),
  };
}

export const READ_BACK = {
  mid: readMidiBack,
  ust: readUstBack,
  ustx: readUstxBack,
  svp: readSvpBack,
  vsqx: readVsqxBack,
} as const;
