import { useTranslation } from 'react-i18next';
import { MIDI_PRESET_TAGS, MIDI_TAG_RULES } from '@vsqx/domain';
import { TagPicker } from '../../../components/tag-picker';

/** The 8 preset tags and up to 5 custom ones (spec §5 "MIDI edit"), through the shared tag picker. */
export function MidiTagsField({
  value = [],
  onChange = () => undefined,
}: {
  value?: string[];
  onChange?(tags: string[]): void;
}) {
  const { t } = useTranslation('midi');
  return (
    <TagPicker
      value={value}
      onChange={onChange}
      groups={[{ title: t('tags.presets'), tags: MIDI_PRESET_TAGS }]}
      rules={MIDI_TAG_RULES}
      testId="midi-tags"
    />
  );
}
