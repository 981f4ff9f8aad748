/** Bar numbers of time-signature changes given by tick (MIDI, CeVIO), counting whole measures between them. */
export function barsOf(
  sigs: readonly { tick: number; num: number; den: number }[],
  ppq: number,
): { bar: number; num: number; den: number }[] {
  const sorted = [...sigs].filter((s) => s.num > 0 && s.den > 0).sort((a, b) => a.tick - b.tick);
  const out: { bar: number; num: number; den: number }[] = [];
  let tick = 0;
  let bar = 0;
  let len = ppq * 4;
  for (const s of sorted) {
    bar += Math.round((s.tick - tick) / len);
    tick = s.tick;
    len = (ppq * 4 * s.num) / s.den;
    if (out.length && out[out.length - 1].bar === bar) out[out.length - 1] = { bar, num: s.num, den: s.den };
    else out.push({ bar, num: s.num, den: s.den });
  }
  return out;
}
