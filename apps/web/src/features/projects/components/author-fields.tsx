import { AutoComplete, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ENGINE_SUGGESTIONS, LIMITS, MUSIC_TYPES, OTHER_ENGINE_TYPE, projectFieldSchemas, SYNTHESIZER_TYPES, type MusicType } from '@vsqx/domain';
import { zodRule } from '../../../lib/form-rules';
import { currentLang } from '../../../lib/i18n';

/** Type (original / repost), author name, engine type and, for 'other engine', its name (spec §5). */
export function AuthorFields({ onTypeChange }: { onTypeChange(next: MusicType): void }) {
  const { t } = useTranslation('projects');
  const lang = currentLang();
  const form = Form.useFormInstance();
  const type = Form.useWatch('music_type', form) as MusicType | undefined;
  const engine = Form.useWatch('synthesizer_type', form) as number | undefined;
  return (
    <>
      <Form.Item label={t('form.type')} name="music_type">
        <Select
          style={{ maxWidth: 240 }}
          options={MUSIC_TYPES.map((o) => ({ value: o.value, label: o.label[lang] }))}
          onChange={(v: MusicType) => onTypeChange(v)}
          data-testid="field-music_type"
        />
      </Form.Item>
      <Form.Item
        label={t('form.author')}
        name="p_name"
        extra={type === 2 ? undefined : t('form.authorOriginal')}
        rules={type === 2 ? [zodRule(projectFieldSchemas.p_name, lang)] : []}
      >
        <Input maxLength={LIMITS.authorNameMax} showCount disabled={type !== 2} style={{ maxWidth: 320 }} data-testid="field-p_name" />
      </Form.Item>
      <Form.Item label={t('form.engineType')} name="synthesizer_type">
        <Select style={{ maxWidth: 240 }} options={SYNTHESIZER_TYPES.map((o) => ({ value: o.value, label: o.label[lang] }))} data-testid="field-synthesizer_type" />
      </Form.Item>
      {engine === OTHER_ENGINE_TYPE && (
        <Form.Item label={t('form.engineName')} name="synthesizer_name" rules={[zodRule(projectFieldSchemas.synthesizer_name, lang)]}>
          <AutoComplete
            style={{ maxWidth: 320 }}
            maxLength={LIMITS.engineNameMax}
            placeholder={t('form.engineNamePlaceholder')}
            options={ENGINE_SUGGESTIONS.map((e) => ({ value: e }))}
            filterOption={(input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
            data-testid="field-synthesizer_name"
          />
        </Form.Item>
      )}
    </>
  );
}
