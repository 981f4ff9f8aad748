import { writeMidi, type MidiEvent } from 'midi-file';

export interface SmfSpec {
  /** Tracks holding notes (a conductor track with the tempo is added before them). */
  noteTracks: number;
  seconds: number;
  bpm?: number;
  /** Pads the conductor track with a sequencer-specific event so the file is exactly this many bytes. */
  exactBytes?: number;
  /** A name written into the conductor track. */
  title?: string;
}

const TPB = 480;

function build(spec: SmfSpec, padding: number): Buffer {
  const bpm = spec.bpm ?? 120;
  const beats = Math.max(1, Math.round((spec.seconds * bpm) / 60));
  const conductor: MidiEvent[] = [
    { deltaTime: 0, meta: true, type: 'trackName', text: spec.title ?? 'demo' },
    { deltaTime: 0, meta: true, type: 'setTempo', microsecondsPerBeat: Math.round(60e6 / bpm) },
    {
      deltaTime: 0,
      meta: true,
      type: 'timeSignature',
      numerator: 4,
      denominator: 4,
      metronome: 24,
      thirtyseconds: 8,
    },
  ];
  // Sequencer-specific data pads the file; readers skip it (and it parses as bytes, not as a string).
  if (padding > 0)
    conductor.push({ deltaTime: 0, meta: true, type: 'sequencerSpecific', data: new Uint8Array(padding) });
  conductor.push({ deltaTime: beats * TPB, meta: true, type: 'endOfTrack' });
  const tracks: MidiEvent[][] = [conductor];
  // A simple melody per track: one note a beat, each track a third above the last.
  for (let t = 0; t < spec.noteTracks; t++) {
    const events: MidiEvent[] = [
      { deltaTime: 0, channel: t % 16, type: 'programChange', programNumber: t * 8 },
    ];
    for (let b = 0; b < beats; b++) {
      const noteNumber = 60 + t * 4 + [0, 2, 4, 5, 7, 5, 4, 2][b % 8];
      events.push({ deltaTime: 0, channel: t % 16, type: 'noteOn', noteNumber, velocity: 90 });
      events.push({ deltaTime: TPB, channel: t % 16, type: 'noteOff', noteNumber, velocity: 0 });
    }
    events.push({ deltaTime: 0, meta: true, type: 'endOfTrack' });
    tracks.push(events);
  }
  return Buffer.from(
    writeMidi({ header: { format: 1, numTracks: tracks.length, ticksPerBeat: TPB }, tracks }),
  );
}

/**
 * A real Standard MIDI File built in code (demo seed and tests): a conductor track with the tempo, then
 * `noteTracks` tracks of quarter notes lasting `seconds`. With `exactBytes` the file is padded to that
 * size with a sequencer-specific event (still a valid SMF).
 */
export function buildSmf(spec: SmfSpec): Buffer {
  const plain = build(spec, 0);
  if (!spec.exactBytes) return plain;
  // The event costs 1 (delta) + 2 (FF 7F) + varint(len) + len bytes.
  const room = spec.exactBytes - plain.length - 3;
  for (let varLen = 1; varLen <= 4; varLen++) {
    const padding = room - varLen;
    if (padding > 0 && padding < 2 ** (7 * varLen) && (varLen === 1 || padding >= 2 ** (7 * (varLen - 1))))
      return build(spec, padding);
  }
  throw new Error(`cannot pad a MIDI file to ${spec.exactBytes} bytes`);
}
