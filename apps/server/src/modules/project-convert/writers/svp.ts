import { randomUUID } from 'node:crypto';
import type { Score, ScoreTrack, WriteOptions } from '../model';
import { lyricFor, monophonic } from './notes';
import { TextOut } from './text-out';

/** Synthesizer V counts 705,600,000 blicks per quarter note: 1,470,000 per tick at 480. */
const BLICKS_PER_TICK = 1_470_000;

const SVP_LANGUAGES: Record<string, string> = {
  ja: 'japanese',
  zh: 'mandarin',
  en: 'english',
  ko: 'korean',
  es: 'spanish',
};

/** Empty automation: the lanes Synthesizer V Studio writes for a new group. */
const curve = { mode: 'cubic', points: [] as number[] };
const PARAMETERS = {
  pitchDelta: curve,
  vibratoEnv: curve,
  loudness: curve,
  tension: curve,
  breathiness: curve,
  voicing: curve,
  gender: curve,
};

/** Everything of a track but its notes, which are streamed into the `notes` array. */
function trackShell(score: Score, track: ScoreTrack, i: number) {
  const uuid = randomUUID();
  // A Synthesizer V voice keeps its name; any other engine's voice is not one, so none is set.
  const synthv = score.phonemes === 'synthv';
  return {
    name: track.name || `Track ${i + 1}`,
    dispColor: 'ff7db235',
    dispOrder: i,
    renderEnabled: false,
    mixer: { gainDecibel: 0, pan: 0, mute: false, solo: false, display: true },
    mainGroup: { name: 'main', uuid, parameters: PARAMETERS, notes: '\u0000NOTES\u0000' },
    mainRef: {
      groupID: uuid,
      blickOffset: 0,
      pitchOffset: 0,
      isInstrumental: false,
      database: {
        name: synthv ? (track.singer ?? '') : '',
        language: synthv ? (SVP_LANGUAGES[track.language ?? ''] ?? '') : '',
        phoneset: '',
      },
      audio: { filename: '', duration: 0 },
      dictionary: '',
      voice: {},
    },
    groups: [],
  };
}

/**
 * Synthesizer V Studio (.svp): JSON with positions in blicks, the tempo map and meters under `time`,
 * one track per vocal track with its notes in the main group {onset, duration, lyrics, phonemes, pitch}.
 * Phonemes are kept only from Synthesizer V sources (another engine's phoneme symbols would be wrong);
 * otherwise Synthesizer V derives them from the lyrics. Parameter curves are empty. The format has no
 * comment field, so where the file came from is not written into it (docs/conversion.md).
 */
export function writeSvp(score: Score, opts: WriteOptions): Uint8Array[] {
  const out = new TextOut();
  const head = {
    version: 113,
    time: {
      meter: score.timeSignatures.map((s) => ({ index: s.bar, numerator: s.num, denominator: s.den })),
      tempo: score.tempos.map((t) => ({ position: t.tick * BLICKS_PER_TICK, bpm: t.bpm })),
    },
    library: [],
    tracks: '\u0000TRACKS\u0000',
    renderConfig: {
      destination: './',
      filename: opts.source.title || score.title || 'untitled',
      numChannels: 1,
      aspirationFormat: 'noAspiration',
      bitDepth: 16,
      sampleRate: 44100,
      exportMixDown: true,
    },
  };
  const [before, after] = JSON.stringify(head).split('"\\u0000TRACKS\\u0000"');
  out.write(`${before}[`);
  score.tracks.forEach((track, i) => {
    const [start, end] = JSON.stringify(trackShell(score, track, i)).split('"\\u0000NOTES\\u0000"');
    out.write(`${i ? ',' : ''}${start}[`);
    monophonic(track.notes).forEach((n, k) => {
      const note = {
        onset: n.tick * BLICKS_PER_TICK,
        duration: n.dur * BLICKS_PER_TICK,
        lyrics: lyricFor(n.lyric, 'synthv'),
        phonemes: score.phonemes === 'synthv' ? (n.phoneme ?? '') : '',
        pitch: n.key,
        attributes: {},
      };
      out.write(`${k ? ',' : ''}${JSON.stringify(note)}`);
    });
    out.write(`]${end}`);
  });
  // Synthesizer V ends its files with a NUL byte.
  out.write(`]${after}\u0000`);
  return out.done();
}
