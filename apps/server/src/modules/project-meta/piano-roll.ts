import type { ProjectMeta } from '@vsqx/domain';
import { metaMusicLength } from '@vsqx/domain';

/** One colour per track (cycled), readable on the light background. */
const PALETTE = [
  '#1677ff',
  '#eb2f96',
  '#13c2c2',
  '#fa8c16',
  '#722ed1',
  '#52c41a',
  '#f5222d',
  '#2f54eb',
  '#faad14',
  '#a0d911',
];
const WIDTH = 800;
const HEIGHT = 260;
const TOP = 28;
const BOTTOM = 24;

/** Text from a file is attacker-controlled: everything that enters the SVG goes through here. */
export function escapeXml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * A piano-roll picture of the capped preview notes: time across, pitch up, one colour per track,
 * with the main tempo and the duration labelled. Plain shapes and escaped text only (no scripts, no
 * links, no external references), so it is safe to serve as an image.
 */
export function renderPianoRoll(meta: ProjectMeta): string {
  const tracks = meta.tracks.filter((t) => (t.notes?.length ?? 0) > 0);
  const all = tracks.flatMap((t) => t.notes ?? []);
  const bpm = meta.tempos[0]?.bpm ?? 120;
  const length = metaMusicLength(meta.durationSec) || '00:00';
  const noteCount = meta.tracks.reduce((n, t) => n + t.noteCount, 0);
  const label = `${r1(bpm)} BPM · ${length} · ${meta.tracks.length} tracks · ${noteCount} notes`;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(label)}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fafafa"/>`,
    `<text x="8" y="18" font-family="sans-serif" font-size="13" fill="#262626">${escapeXml(label)}</text>`,
  ];
  const areaH = HEIGHT - TOP - BOTTOM;
  if (all.length === 0) {
    out.push(
      `<text x="${WIDTH / 2}" y="${TOP + areaH / 2}" text-anchor="middle" font-family="sans-serif" font-size="12" fill="#8c8c8c">—</text>`,
      '</svg>',
    );
    return out.join('');
  }
  let lo = 127;
  let hi = 0;
  let end = 1;
  for (const n of all) {
    lo = Math.min(lo, n.key);
    hi = Math.max(hi, n.key);
    end = Math.max(end, n.tick + n.dur);
  }
  lo = Math.max(0, lo - 2);
  hi = Math.min(127, hi + 2);
  const rowH = areaH / (hi - lo + 1);
  const x = (tick: number) => r1((tick / end) * (WIDTH - 16) + 8);
  const y = (key: number) => r1(TOP + (hi - key) * rowH);
  // Faint lines at every C so the pitch range reads at a glance.
  for (let k = lo; k <= hi; k++)
    if (k % 12 === 0)
      out.push(
        `<line x1="8" x2="${WIDTH - 8}" y1="${y(k) + r1(rowH)}" y2="${y(k) + r1(rowH)}" stroke="#e8e8e8"/>`,
      );
  tracks.forEach((t, i) => {
    const fill = PALETTE[i % PALETTE.length];
    const rects = (t.notes ?? []).map(
      (n) =>
        `<rect x="${x(n.tick)}" y="${y(n.key)}" width="${Math.max(1, r1(x(n.tick + n.dur) - x(n.tick)))}" height="${Math.max(1, r1(rowH - 0.5))}"/>`,
    );
    out.push(`<g fill="${fill}">${rects.join('')}</g>`);
  });
  let lx = 8;
  for (const [i, t] of tracks.slice(0, 6).entries()) {
    const name = escapeXml(
      Array.from(t.name || `#${i + 1}`)
        .slice(0, 16)
        .join(''),
    );
    out.push(
      `<rect x="${lx}" y="${HEIGHT - 16}" width="10" height="10" fill="${PALETTE[i % PALETTE.length]}"/><text x="${lx + 14}" y="${HEIGHT - 7}" font-family="sans-serif" font-size="11" fill="#595959">${name}</text>`,
    );
    lx += 130;
  }
  out.push('</svg>');
  return out.join('');
}
