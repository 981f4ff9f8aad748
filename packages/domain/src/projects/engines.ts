import type { SynthesizerType } from './enums';

/**
 * The engines the project form offers by name. The wire keeps the spec's `synthesizer_type` (1 Vocaloid,
 * 2 other engine, 3 MIDI, 4 plugin tool) and `synthesizer_name` (the name, kept only for type 2, ≤ 50);
 * a choice here only fills those two, so the server checks exactly what it always did.
 */
export interface EngineChoice {
  key: string;
  type: SynthesizerType;
  /** What `synthesizer_name` becomes ('' for the types that keep no name; the creator types it for 'other'). */
  name: string;
  /** Lower-case names (as stored or as a file reader reports them) that mean this engine. */
  aliases: readonly string[];
}

const named = (key: string, name: string, ...aliases: string[]): EngineChoice => ({
  key,
  type: 2,
  name,
  aliases: [name.toLowerCase(), ...aliases],
});

export const OTHER_ENGINE_KEY = 'other';

export const ENGINE_CHOICES: readonly EngineChoice[] = [
  { key: 'vocaloid', type: 1, name: '', aliases: [] },
  named('synthv', 'Synthesizer V', 'synthv', 'synthesizer v studio', 'sv'),
  named('utau', 'UTAU / OpenUtau', 'utau', 'openutau'),
  named('cevio', 'CeVIO AI', 'cevio', 'cevio creative studio'),
  named('voicevox', 'VOICEVOX'),
  named('ace', 'ACE Studio'),
  named('deepvocal', 'DeepVocal'),
  named('voiceroid', 'VOICEROID'),
  named('xstudio', 'X Studio', 'xstudio'),
  named('sharpkey', 'Sharpkey'),
  { key: 'midi', type: 3, name: '', aliases: [] },
  { key: 'plugin', type: 4, name: '', aliases: [] },
  { key: OTHER_ENGINE_KEY, type: 2, name: '', aliases: [] },
];

/** Labels of the choices without a name of their own. */
export const ENGINE_CHOICE_LABELS: Readonly<Record<string, { zh: string; en: string }>> = {
  vocaloid: { zh: 'VOCALOID', en: 'VOCALOID' },
  midi: { zh: 'MIDI', en: 'MIDI' },
  plugin: { zh: '插件工具', en: 'Plugin tool' },
  [OTHER_ENGINE_KEY]: { zh: '其他引擎（填写名称）', en: 'Another engine (type its name)' },
};

/** Which choice a stored or detected (type, name) is; an unknown name of type 2 is 'other', keeping the name. */
export function engineChoiceOf(type: SynthesizerType, name: string): EngineChoice {
  if (type !== 2) return ENGINE_CHOICES.find((c) => c.type === type)!;
  const n = name.trim().toLowerCase();
  return (
    ENGINE_CHOICES.find((c) => c.aliases.includes(n)) ??
    ENGINE_CHOICES.find((c) => c.key === OTHER_ENGINE_KEY)!
  );
}

/** The form values a (type, name) sets: the choice, and the wire pair it stands for (a known name in its usual spelling). */
export function engineFields(type: SynthesizerType, name: string) {
  const c = engineChoiceOf(type, name);
  return {
    engine_choice: c.key,
    synthesizer_type: c.type,
    synthesizer_name: c.key === OTHER_ENGINE_KEY ? name.trim() : c.name,
  };
}
