import { LIMITS } from '../common/limits';
import { CHINESE_SINGER_TAGS, JAPANESE_SINGER_TAGS } from '../projects/tags';
import { matchSingerTags } from './match-singers';
import type { MetaLanguage, MetaSuggestion, ProjectMeta } from './meta';
import { metaMusicLength } from './meta';

const ENGINE_NAMES: Record<string, string> = {
  ccs: 'CeVIO',
  svp: 'SynthV',
  s5p: 'SynthV',
  dv: 'DeepVocal',
  sk: 'Sharpkey',
  ust: 'UTAU',
  svip: 'X Studio',
};

const PROJECT_LANGUAGE: Record<MetaLanguage, MetaSuggestion['language']> = {
  zh: '1',
  ja: '2',
  en: '3',
  ko: '4',
  es: '4',
};
const MIDI_LANGUAGE: Record<MetaLanguage, MetaSuggestion['midi_language']> = {
  ja: '1',
  zh: '2',
  en: '3',
  ko: '4',
  es: '4',
};

/** The language most notes are sung in; tracks without a hint do not vote. */
function mainLanguage(meta: ProjectMeta): MetaLanguage | null {
  const votes = new Map<MetaLanguage, number>();
  for (const t of meta.tracks)
    if (t.language) votes.set(t.language, (votes.get(t.language) ?? 0) + Math.max(1, t.noteCount));
  let best: MetaLanguage | null = null;
  for (const [lang, n] of votes) if (best === null || n > (votes.get(best) ?? 0)) best = lang;
  return best;
}

/** Without a language hint, the singer tags tell: all Chinese-list singers → zh, all Japanese-list → ja. */
function languageFromTags(tags: string[]): MetaLanguage | null {
  if (tags.length === 0) return null;
  if (tags.every((t) => (CHINESE_SINGER_TAGS as readonly string[]).includes(t))) return 'zh';
  if (tags.every((t) => (JAPANESE_SINGER_TAGS as readonly string[]).includes(t))) return 'ja';
  return null;
}

/** The lyrics of the vocal track with most notes, capped at the form's limit. */
function mainLyrics(meta: ProjectMeta, max: number): string {
  const sung = meta.tracks.filter((t) => t.lyrics.trim());
  sung.sort((a, b) => b.noteCount - a.noteCount);
  return (sung[0]?.lyrics ?? '').slice(0, max).trim();
}

/**
 * What the edit page may offer to fill in from a file (suggest, never force). Singer tags are offered
 * only for Chinese or Japanese, as the form shows singer tags only then (spec §5).
 */
export function suggestFromMeta(meta: ProjectMeta, kind: 'vsqx' | 'midi'): MetaSuggestion {
  const names = meta.tracks.flatMap((t) => t.singers);
  const compIds = meta.tracks.flatMap((t) => t.compIds ?? []);
  const matched = matchSingerTags(names, compIds);
  const lang = mainLanguage(meta) ?? languageFromTags(matched.tags);
  const language = lang ? PROJECT_LANGUAGE[lang] : '';
  const tags = language === '3' || language === '4' ? [] : matched.tags;
  const noteTracks = meta.tracks.filter((t) => t.kind !== 'audio' && t.noteCount > 0);
  return {
    synthesizer_type: meta.engine.synthesizer_type,
    synthesizer_name:
      meta.engine.synthesizer_type === 2
        ? (meta.engine.synthesizer_name ?? ENGINE_NAMES[meta.format] ?? '')
        : '',
    music_length: metaMusicLength(meta.durationSec),
    language,
    midi_language: lang ? MIDI_LANGUAGE[lang] : '',
    tags,
    unmatched: matched.unmatched,
    lyric: mainLyrics(meta, kind === 'midi' ? LIMITS.lyricsMidiMax : LIMITS.lyricsProjectMax),
    trick_num: meta.midi
      ? meta.midi.multiTrack
        ? '2'
        : '1'
      : noteTracks.length > 1
        ? '2'
        : noteTracks.length === 1
          ? '1'
          : '',
    bpm: meta.tempos[0]?.bpm ?? 120,
    trackCount: meta.tracks.length,
    noteCount: meta.tracks.reduce((n, t) => n + t.noteCount, 0),
  };
}
