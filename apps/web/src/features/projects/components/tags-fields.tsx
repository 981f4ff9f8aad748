import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  MUSIC_LANGUAGES,
  PROJECT_TAG_RULES,
  PROJECT_TYPE_TAGS,
  projectFieldSchemas,
  singerTagsFor,
  type MusicLanguage,
} from '@vsqx/domain';
import { TagPicker } from '../../../components/tag-picker';
import { zodRule } from '../../../lib/form-rules';
import { useLang } from '../../../lib/i18n';

/**
 * Language and tags (spec §5): singer tags are offered only for Chinese or Japanese, and changing the
 * language clears the singer tags already chosen (the caller does that in `onLanguageChange`).
 */
export function TagsFields({ onLanguageChange }: { onLanguageChange(next: MusicLanguage): void }) {
  const { t } = useTranslation('projects');
  const lang = useLang();
  const form = Form.useFormInstance();
  const language = (Form.useWatch('language', form) ?? '1') as MusicLanguage;
  const singers = singerTagsFor(language);
  const groups = [
    ...(singers.length
      ? [{ title: t(language === '1' ? 'form.singersZh' : 'form.singersJa'), tags: singers }]
      : []),
    { title: t('form.typeTags'), tags: PROJECT_TYPE_TAGS },
  ];
  return (
    <>
      <Form.Item label={t('form.language')} name="language">
        <Radio.Group
          optionType="button"
          options={MUSIC_LANGUAGES.map((o) => ({ value: o.value, label: o.label[lang] }))}
          onChange={(e) => onLanguageChange(e.target.value as MusicLanguage)}
          data-testid="field-language"
        />
      </Form.Item>
      <Form.Item
        label={t('form.tags')}
        name="selected_list"
        rules={[zodRule(projectFieldSchemas.selected_list, lang)]}
        required
      >
        <TagPickerField groups={groups} />
      </Form.Item>
    </>
  );
}

/** Adapts the shared picker to antd's value / onChange field protocol. */
function TagPickerField({
  value,
  onChange,
  groups,
}: {
  value?: string[];
  onChange?(v: string[]): void;
  groups: { title: string; tags: readonly string[] }[];
}) {
  return (
    <TagPicker
      value={value ?? []}
      onChange={(v) => onChange?.(v)}
      groups={groups}
      rules={PROJECT_TAG_RULES}
      testId="project-tags"
    />
  );
}
