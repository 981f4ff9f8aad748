/** A tiny Standard MIDI File encoder for browser tests: a conductor track with the tempo, then note tracks. */
function varInt(n: number): number[] {
  const out = [n & 0x7f];
  for (let v = n >> 7; v > 0; v >>= 7) out.unshift((v & 0x7f) | 0x80);
  return out;
}

function chunk(id: string, body: number[]): Buffer {
  const head = Buffer.alloc(8);
  head.write(id, 0, 'latin1');
  head.writeUInt32BE(body.length, 4);
  return Buffer.concat([head, Buffer.from(body)]);
}

/** `noteTracks` tracks of quarter notes lasting about `seconds` at `bpm` (480 ticks per beat). */
export function buildMidi(noteTracks: number, seconds: number, bpm = 120): Buffer {
  const tpb = 480;
  const beats = Math.max(1, Math.round((seconds * bpm) / 60));
  const us = Math.round(60e6 / bpm);
  const conductor = [
    0,
    0xff,
    0x51,
    3,
    (us >> 16) & 0xff,
    (us >> 8) & 0xff,
    us & 0xff,
    ...varInt(beats * tpb),
    0xff,
    0x2f,
    0,
  ];
  const tracks = [chunk('MTrk', conductor)];
  for (let t = 0; t < noteTracks; t++) {
    const ev: number[] = [];
    for (let b = 0; b < beats; b++) {
      const note = 60 + t * 4 + (b % 5);
      ev.push(0, 0x90 | t, note, 90, ...varInt(tpb), 0x80 | t, note, 0);
    }
    ev.push(0, 0xff, 0x2f, 0);
    tracks.push(chunk('MTrk', ev));
  }
  const header = [0, 1, 0, tracks.length, (tpb >> 8) & 0xff, tpb & 0xff];
  return Buffer.concat([chunk('MThd', header), ...tracks]);
}
