import type { MetaLanguage, ProjectMeta } from '@vsqx/domain';
import { MetaBuilder, type TrackBuilder } from '../core/meta-builder';
import { metaFail } from '../core/errors';
import type { Source } from '../core/source';
import { streamXml } from '../core/xml-stream';
import type { ReadOptions } from '../core/score-recorder';

const CCS_LANGUAGES: Record<string, MetaLanguage> = {
  japanese: 'ja',
  english: 'en',
  chinese: 'zh',
  mandarin: 'zh',
  korean: 'ko',
};

/**
 * CeVIO (.ccs, CeVIO AI alike): singing units, their casts, tempo and notes from the attributes;
 * clocks run at 960 per quarter and the song starts after a fixed one-measure pre-roll.
 */
export async function readCcs(source: Source, opts: ReadOptions = {}): Promise<ProjectMeta> {
  const b = new MetaBuilder({
    format: 'ccs',
    engine: { synthesizer_type: 2, synthesizer_name: 'CeVIO' },
    ppq: 960,
    ...opts,
  });
  b.preRoll = b.measureTicks();
  const casts = new Map<string, string>();
  const groups = new Map<string, TrackBuilder>();
  let unit: TrackBuilder | null = null;
  let unitTempos = 0;
  let temposTaken = false;
  let sig = { clock: 0, bar: 0, len: 3840 };
  let sawRoot = false;
  const n = (v: string | undefined) => (v === undefined || v === '' ? NaN : Number(v));

  await streamXml(source, {
    open(path, a) {
      const name = path[path.length - 1];
      if (path.length === 1) {
        if (name !== 'Scenario') metaFail('not a ccs');
        sawRoot = true;
      } else if (name === 'SoundSource' && a.Id !== undefined) casts.set(a.Id, a.Name ?? '');
      else if (name === 'Author' && a.Version) b.version(a.Version);
      else if (name === 'Unit') {
        unit = a.Category === 'SingerSong' ? b.track(a.Group ?? '', 'vocal') : null;
        unitTempos = 0;
        sig = { clock: 0, bar: 0, len: 3840 };
        if (unit) {
          unit.singer(casts.get(a.CastId ?? '') || a.CastId);
          unit.language = CCS_LANGUAGES[(a.Language ?? '').toLowerCase()];
          if (a.Group) groups.set(a.Group, unit);
        }
      } else if (!unit) return;
      else if (name === 'Sound' && path[path.length - 2] === 'Tempo' && !temposTaken) {
        b.tempo(n(a.Clock), n(a.Tempo));
        unitTempos += 1;
      } else if (name === 'Time' && path[path.length - 2] === 'Beat' && !temposTaken) {
        const [clock, beats, type] = [n(a.Clock), n(a.Beats), n(a.BeatType)];
        if (!(beats > 0 && type > 0 && clock >= sig.clock)) return;
        const bar = sig.bar + Math.round((clock - sig.clock) / sig.len);
        sig = { clock, bar, len: (3840 * beats) / type };
        b.timeSig(bar - 1, beats, type);
      } else if (name === 'Note') {
        (unit as TrackBuilder).note(
          n(a.Clock),
          n(a.Duration),
          n(a.PitchStep) + (n(a.PitchOctave) + 1) * 12,
          a.Lyric,
          a.Phonetic,
        );
      }
    },
    close(path, _text, a) {
      const name = path[path.length - 1];
      if (name === 'Unit') {
        // Like utaformatix, the first unit that has tempos sets the tempo map for the whole song.
        if (unitTempos > 0) temposTaken = true;
        unit = null;
      }
      if (name === 'Group' && a.Id && a.Name) {
        const g = groups.get(a.Id);
        if (g) g.name = a.Name;
      }
    },
  });
  if (!sawRoot) metaFail('not a ccs');
  return b.build();
}
