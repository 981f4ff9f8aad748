import { parseMidi, type MidiData } from 'midi-file';
import { formatMusicLength, type MidiFileInfo } from '@vsqx/domain';
import { invalid } from '../../lib/errors';

const DEFAULT_US_PER_BEAT = 500_000; // 120 bpm, the SMF default until a setTempo event

/** The chunk layout must fit the file: midi-file reads a truncated chunk as if it were whole. */
function chunksFit(data: Buffer): boolean {
  if (data.length < 14 || data.toString('latin1', 0, 4) !== 'MThd') return false;
  const tracks = data.readUInt16BE(10);
  let at = 8 + data.readUInt32BE(4);
  for (let i = 0; i < tracks; i++) {
    if (at + 8 > data.length || data.toString('latin1', at, at + 4) !== 'MTrk') return false;
    at += 8 + data.readUInt32BE(at + 4);
    if (at > data.length) return false;
  }
  return true;
}

function parseStrict(data: Buffer): MidiData {
  if (!chunksFit(data)) throw invalid('midiInvalid');
  let midi: MidiData;
  try {
    midi = parseMidi(data);
  } catch {
    throw invalid('midiInvalid');
  }
  // midi-file reads past the end of a truncated file as NaN instead of failing, so check what it built.
  const h = midi.header;
  const timingOk = h.ticksPerBeat
    ? h.ticksPerBeat > 0
    : !!h.framesPerSecond && !!h.ticksPerFrame && h.ticksPerFrame > 0;
  const eventsOk = midi.tracks.every((t) =>
    t.every((e) => Number.isFinite(e.deltaTime) && e.deltaTime >= 0 && typeof e.type === 'string'),
  );
  if (![0, 1, 2].includes(h.format) || h.numTracks < 1 || midi.tracks.length < 1 || !timingOk || !eventsOk) {
    throw invalid('midiInvalid');
  }
  return midi;
}

/** Seconds from tick 0 to `endTick`, following the tempo map (tempo changes of every track, as format 1 keeps them in track 0). */
function ticksToSeconds(midi: MidiData, endTick: number): number {
  const h = midi.header;
  if (!h.ticksPerBeat) return endTick / (h.framesPerSecond! * h.ticksPerFrame!);
  const tempos: { tick: number; us: number }[] = [];
  for (const track of midi.tracks) {
    let tick = 0;
    for (const e of track) {
      tick += e.deltaTime;
      if (e.type === 'setTempo' && e.microsecondsPerBeat > 0)
        tempos.push({ tick, us: e.microsecondsPerBeat });
    }
  }
  tempos.sort((a, b) => a.tick - b.tick);
  let seconds = 0;
  let at = 0;
  let us = DEFAULT_US_PER_BEAT;
  for (const t of tempos) {
    if (t.tick >= endTick) break;
    seconds += ((t.tick - at) * us) / 1e6 / h.ticksPerBeat;
    at = t.tick;
    us = t.us;
  }
  return seconds + ((endTick - at) * us) / 1e6 / h.ticksPerBeat;
}

/**
 * Reads a Standard MIDI File: track count, tracks holding notes, duration (end of the longest track, by
 * the tempo map), the first tempo, and the suggested trick_num. A body that is not an SMF is refused with
 * 'midiInvalid'.
 */
export function readMidiInfo(data: Buffer, fileName: string): MidiFileInfo {
  const midi = parseStrict(data);
  let endTick = 0;
  let tracksWithNotes = 0;
  let firstTempo: { tick: number; us: number } | null = null;
  for (const track of midi.tracks) {
    let tick = 0;
    let hasNotes = false;
    for (const e of track) {
      tick += e.deltaTime;
      if (e.type === 'noteOn' && e.velocity > 0) hasNotes = true;
      if (e.type === 'setTempo' && e.microsecondsPerBeat > 0 && (!firstTempo || tick < firstTempo.tick)) {
        firstTempo = { tick, us: e.microsecondsPerBeat };
      }
    }
    endTick = Math.max(endTick, tick);
    if (hasNotes) tracksWithNotes += 1;
  }
  const duration = ticksToSeconds(midi, endTick);
  return {
    kind: 'midi',
    file_name: fileName,
    file_size: data.length,
    track_count: midi.tracks.length,
    tracks_with_notes: tracksWithNotes,
    duration_seconds: Math.round(duration * 100) / 100,
    music_length: formatMusicLength(duration),
    tempo_bpm: Math.round((60e6 / (firstTempo?.us ?? DEFAULT_US_PER_BEAT)) * 100) / 100,
    trick_num: tracksWithNotes > 1 ? '2' : '1',
  };
}
