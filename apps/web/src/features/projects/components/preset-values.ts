import {
  engineFields,
  type Agreement,
  type MusicLanguage,
  type SynthesizerType,
  type UploadPresetFields,
} from '@vsqx/domain';
import type { ProjectFormValues } from './form-values';

/** The preset fields of the project form: engine, licence, language, tags and the intro (作品简介) as a template. */
export function presetFieldsOf(v: ProjectFormValues): UploadPresetFields {
  return {
    synthesizer_type: String(v.synthesizer_type) as UploadPresetFields['synthesizer_type'],
    synthesizer_name: v.synthesizer_name ?? '',
    agreement: String(v.agreement) as UploadPresetFields['agreement'],
    language: v.language,
    tags: v.selected_list ?? [],
    intro: v.vsqx_content ?? '',
  };
}

/** The form values a preset sets; fields it does not hold stay as they are. */
export function formValuesOfPreset(f: UploadPresetFields): Partial<ProjectFormValues> {
  return {
    ...(f.synthesizer_type
      ? engineFields(Number(f.synthesizer_type) as SynthesizerType, f.synthesizer_name ?? '')
      : {}),
    ...(f.agreement ? { agreement: Number(f.agreement) as Agreement } : {}),
    ...(f.language ? { language: f.language as MusicLanguage } : {}),
    ...(f.tags ? { selected_list: f.tags } : {}),
    ...(f.intro !== undefined ? { vsqx_content: f.intro } : {}),
  };
}
