/**
 * Just enough MPEG audio parsing to refuse a file that is not an mp3 and to read its length: an ID3v2
 * tag or a Layer III frame header at the start, then a walk over the frame headers summing their samples.
 */

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

interface Frame {
  length: number;
  samples: number;
  sampleRate: number;
}

/** A Layer III frame header at `i`, or null. */
function frameAt(buf: Buffer, i: number): Frame | null {
  if (i + 4 > buf.length || buf[i] !== 0xff || (buf[i + 1] & 0xe0) !== 0xe0) return null;
  const version = (buf[i + 1] >> 3) & 3; // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5, 1 reserved
  const layer = (buf[i + 1] >> 1) & 3; // 1 = Layer III
  const bitrateIndex = buf[i + 2] >> 4;
  const rateIndex = (buf[i + 2] >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3)
    return null;
  const v1 = version === 3;
  const bitrate = (v1 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex] * 1000;
  const sampleRate = RATES[version][rateIndex];
  const padding = (buf[i + 2] >> 1) & 1;
  const length = Math.floor(((v1 ? 144 : 72) * bitrate) / sampleRate) + padding;
  return { length, samples: v1 ? 1152 : 576, sampleRate };
}

/** Where the audio starts: after an ID3v2 tag (syncsafe size) if there is one. */
function audioStart(buf: Buffer): number {
  if (buf.length >= 10 && buf.toString('latin1', 0, 3) === 'ID3') {
    const size = ((buf[6] & 0x7f) << 21) | ((buf[7] & 0x7f) << 14) | ((buf[8] & 0x7f) << 7) | (buf[9] & 0x7f);
    return 10 + size + (buf[5] & 0x10 ? 10 : 0);
  }
  return 0;
}

/** True when the bytes start like an mp3: an ID3v2 tag, or an MPEG Layer III frame sync. */
export function looksLikeMp3(buf: Buffer): boolean {
  if (buf.length >= 10 && buf.toString('latin1', 0, 3) === 'ID3' && buf[3] < 0xff && buf[4] < 0xff)
    return true;
  const first = frameAt(buf, 0);
  // One header could be chance; a second one right after it is not (unless the file is a single frame).
  return !!first && (first.length >= buf.length || !!frameAt(buf, first.length));
}

/** Playing time in seconds (frame walk; tolerates junk by resynchronising), or null if no frames. */
export function mp3Seconds(buf: Buffer): number | null {
  let i = audioStart(buf);
  let seconds = 0;
  let frames = 0;
  while (i < buf.length - 4) {
    const f = frameAt(buf, i);
    if (!f || f.length < 24) {
      i += 1;
      continue;
    }
    seconds += f.samples / f.sampleRate;
    frames += 1;
    i += f.length;
  }
  return frames ? seconds : null;
}

/** 'mm:ss' (or 'h:mm:ss'), the form `music_length` is stored and shown in. */
export function formatLength(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return `${h ? `${h}:` : ''}${String(m).padStart(2, '0')}:${ss}`;
}
