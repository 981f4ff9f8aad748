import { SCORE_PPQ, provenanceLine, timeSignatureTicks, type Score, type WriteOptions } from '../model';
import { encodeText, lyricFor } from './notes';

/** One MIDI event at an absolute tick; `order` puts note-offs before lyrics before note-ons at the same tick. */
interface Event {
  tick: number;
  order: number;
  bytes: Uint8Array;
}

/** A growable byte buffer (a 200,000-note track is a few megabytes). */
class Sink {
  private buf = new Uint8Array(4096);
  length = 0;
  bytes(b: ArrayLike<number>): void {
    if (this.length + b.length > this.buf.length) {
      const next = new Uint8Array(Math.max(this.buf.length * 2, this.length + b.length));
      next.set(this.buf.subarray(0, this.length));
      this.buf = next;
    }
    this.buf.set(b, this.length);
    this.length += b.length;
  }
  vlq(n: number): void {
    const out = [n & 0x7f];
    for (let v = n >>> 7; v > 0; v >>>= 7) out.unshift((v & 0x7f) | 0x80);
    this.bytes(out);
  }
  u32(n: number): void {
    this.bytes([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
  }
  done(): Uint8Array {
    return this.buf.subarray(0, this.length);
  }
}

function meta(type: number, data: Uint8Array): Uint8Array {
  const s = new Sink();
  s.bytes([0xff, type]);
  s.vlq(data.length);
  s.bytes(data);
  return s.done();
}

/** An MTrk chunk: the events in time order with delta times, then end of track. */
function chunk(events: Event[], out: Sink): void {
  events.sort((a, b) => a.tick - b.tick || a.order - b.order);
  const body = new Sink();
  let last = 0;
  for (const e of events) {
    body.vlq(e.tick - last);
    last = e.tick;
    body.bytes(e.bytes);
  }
  body.bytes([0x00, 0xff, 0x2f, 0x00]);
  out.bytes([0x4d, 0x54, 0x72, 0x6b]);
  out.u32(body.length);
  out.bytes(body.done());
}

/** Vocal tracks go on channels 1-16 but not 10, which General MIDI keeps for drums. */
const channelOf = (i: number) => [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15][i % 15];

/**
 * Standard MIDI, format 1 at 480 per quarter: a conductor track (project name; where it came from, author
 * and licence as the copyright event; time signatures, tempos), then one track per vocal
 * track with its name and each note's lyric as a lyric meta event just before its note-on, the way
 * VOCALOID, Synthesizer V and OpenUtau import them. Text is UTF-8 unless Shift-JIS is asked for.
 */
export function writeMidi(score: Score, opts: WriteOptions): Uint8Array {
  const charset = opts.charset ?? 'utf-8';
  const text = (s: string) => encodeText(s, charset);
  // Where it came from goes in the copyright event, not a text event: karaoke files carry lyrics as text
  // events, and importers that follow them (MuseScore does) would sing the notice.
  const conductor: Event[] = [
    { tick: 0, order: 0, bytes: meta(0x03, text(opts.source.title || score.title)) },
    { tick: 0, order: 0, bytes: meta(0x02, text(provenanceLine(opts.source))) },
  ];
  for (const s of timeSignatureTicks(score)) {
    conductor.push({
      tick: s.tick,
      order: 1,
      bytes: meta(0x58, Uint8Array.of(s.num, Math.round(Math.log2(s.den)), 24, 8)),
    });
  }
  for (const t of score.tempos) {
    const us = Math.max(1, Math.min(0xffffff, Math.round(60_000_000 / t.bpm)));
    conductor.push({
      tick: t.tick,
      order: 1,
      bytes: meta(0x51, Uint8Array.of(us >> 16, (us >> 8) & 0xff, us & 0xff)),
    });
  }
  const out = new Sink();
  out.bytes([
    0x4d,
    0x54,
    0x68,
    0x64,
    0,
    0,
    0,
    6,
    0,
    1,
    ((score.tracks.length + 1) >> 8) & 0xff,
    (score.tracks.length + 1) & 0xff,
    SCORE_PPQ >> 8,
    SCORE_PPQ & 0xff,
  ]);
  chunk(conductor, out);
  score.tracks.forEach((track, i) => {
    const ch = channelOf(i);
    const events: Event[] = [{ tick: 0, order: 0, bytes: meta(0x03, text(track.name)) }];
    for (const n of track.notes) {
      const lyric = lyricFor(n.lyric, 'midi');
      if (lyric) events.push({ tick: n.tick, order: 2, bytes: meta(0x05, text(lyric)) });
      events.push({ tick: n.tick, order: 3, bytes: Uint8Array.of(0x90 | ch, n.key, 100) });
      events.push({ tick: n.tick + n.dur, order: 1, bytes: Uint8Array.of(0x80 | ch, n.key, 64) });
    }
    chunk(events, out);
  });
  return out.done();
}
