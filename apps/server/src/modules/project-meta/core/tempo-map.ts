export interface Tempo {
  tick: number;
  bpm: number;
}

/** Seconds from tick 0 to `tick`, through tempos sorted by tick (the first one at tick 0). */
export function secondsAt(tempos: readonly Tempo[], tick: number, ppq: number): number {
  let sec = 0;
  for (let i = 0; i < tempos.length; i++) {
    const start = tempos[i].tick;
    if (start >= tick) break;
    const end = Math.min(tick, tempos[i + 1]?.tick ?? Infinity);
    sec += ((end - start) / ppq) * (60 / tempos[i].bpm);
  }
  return sec;
}
