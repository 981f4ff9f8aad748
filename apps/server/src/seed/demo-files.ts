import sharp from 'sharp';
import { LIMITS } from '@vsqx/domain';

/** A small but real VSQX 4 document, so a seeded project downloads as a file VOCALOID opens. */
export function demoVsqx(title: string, singer: string, lyrics: string[]): Buffer {
  const notes = lyrics
    .map(
      (y, i) =>
        `<note><t>${i * 480}</t><dur>480</dur><n>${60 + (i % 5)}</n><v>64</v><y><![CDATA[${y}]]></y><p><![CDATA[a]]></p></note>`,
    )
    .join('');
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<vsq4 xmlns="http://www.yamaha.co.jp/vocaloid/schema/vsq4/"><vender><![CDATA[Yamaha corporation]]></vender><version><![CDATA[4.0.0.3]]></version>
<vVoiceTable><vVoice><bs>0</bs><pc>0</pc><id><![CDATA[BCNFCY43LB2LZCD4]]></id><name><![CDATA[${singer}]]></name></vVoice></vVoiceTable>
<masterTrack><seqName><![CDATA[${title}]]></seqName><resolution>480</resolution><preMeasure>1</preMeasure>
<timeSig><m>0</m><nu>4</nu><de>4</de></timeSig><tempo><t>0</t><v>12000</v></tempo></masterTrack>
<vsTrack><tNo>0</tNo><name><![CDATA[Track]]></name><vsPart><t>1920</t><playTime>${lyrics.length * 480}</playTime><name><![CDATA[Part]]></name>${notes}</vsPart></vsTrack></vsq4>`,
    'utf8',
  );
}

/** About a second of silent MPEG-1 Layer III frames (128 kbps, 44.1 kHz): a valid, tiny mp3 preview. */
export function silentMp3(frames = 38): Buffer {
  const frame = Buffer.alloc(417);
  frame.writeUInt32BE(0xfffb9064, 0);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** A cover of the project size in a colour of its own, with its title drawn on it. */
export async function demoCover(
  title: string,
  hue: number,
  size: { width: number; height: number } = LIMITS.projectCover,
): Promise<Buffer> {
  const esc = title.replace(/[<&>]/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},65%,42%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text x="50%" y="55%" font-family="Noto Sans CJK SC, sans-serif" font-size="${Math.round(size.height / 6)}" fill="white" text-anchor="middle">${esc}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** A round-faced avatar in a colour of its own with the user's initial. */
export async function demoAvatar(name: string, hue: number): Promise<Buffer> {
  const s = LIMITS.avatar.width;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}"><rect width="100%" height="100%" fill="hsl(${hue},60%,55%)"/>
<text x="50%" y="62%" font-family="Noto Sans CJK SC, sans-serif" font-size="110" fill="white" text-anchor="middle">${name.slice(0, 1).toUpperCase()}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
