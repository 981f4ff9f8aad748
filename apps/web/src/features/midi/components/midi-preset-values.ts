import { checkTagList, LIMITS, MIDI_TAG_RULES, type UploadPresetFields } from '@vsqx/domain';
import type { MidiFieldValues } from './midi-fields';

/**
 * A preset's language is the project form's code (music_language: 1 Chinese, 2 Japanese); the MIDI form's
 * midi_language has those two the other way round (spec §3), English and Other agree.
 */
const MIDI_LANGUAGE_OF: Record<string, string> = { '1': '2', '2': '1', '3': '3', '4': '4' };
const PRESET_LANGUAGE_OF: Record<string, UploadPresetFields['language']> = {
  '1': '2',
  '2': '1',
  '3': '3',
  '4': '4',
};

/**
 * The tags of a preset the MIDI rules allow (spec §5: its 8 presets plus at most 5 custom, reserved words refused as
 * custom), in order: a project preset may hold tags a MIDI project cannot take, and those are left out.
 */
export function midiTagsOf(tags: readonly string[]): { kept: string[]; dropped: string[] } {
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const tag of tags) (checkTagList([...kept, tag], MIDI_TAG_RULES) ? dropped : kept).push(tag);
  return { kept, dropped };
}

/**
 * The MIDI form values a preset sets (DESIGN §8 upload presets): licence, language, tags, and the intro template
 * as the MIDI's description (工程介绍), cut to its limit. A MIDI project has no engine, so a preset's engine is not used;
 * fields the preset does not hold stay as they are.
 */
export function midiValuesOfPreset(f: UploadPresetFields): {
  values: Partial<MidiFieldValues>;
  droppedTags: string[];
} {
  const tags = f.tags ? midiTagsOf(f.tags) : null;
  return {
    values: {
      ...(f.agreement ? { agreement: Number(f.agreement) } : {}),
      ...(f.language ? { language: MIDI_LANGUAGE_OF[f.language] } : {}),
      ...(tags ? { tags: tags.kept } : {}),
      ...(f.intro !== undefined ? { midi_desc: f.intro.slice(0, LIMITS.descriptionMax) } : {}),
    },
    droppedTags: tags?.dropped ?? [],
  };
}

/** The preset fields of the MIDI form, for 存为预设: the same ones, in the preset's (project) codes. */
export function presetFieldsOfMidi(v: Partial<MidiFieldValues>): UploadPresetFields {
  return {
    ...(v.agreement ? { agreement: String(v.agreement) as UploadPresetFields['agreement'] } : {}),
    ...(v.language && PRESET_LANGUAGE_OF[v.language] ? { language: PRESET_LANGUAGE_OF[v.language] } : {}),
    tags: v.tags ?? [],
    intro: v.midi_desc ?? '',
  };
}
