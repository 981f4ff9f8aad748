import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, MUSIC_TYPES, projectFieldSchemas, type MusicType } from '@vsqx/domain';
import { zodRule } from '../../../lib/form-rules';
import { useLang } from '../../../lib/i18n';
import { EngineField } from './engine-field';

/** Type (original / repost), author name, and the engine (spec §5). */
export function AuthorFields({ onTypeChange }: { onTypeChange(next: MusicType): void }) {
  const { t } = useTranslation('projects');
  const lang = useLang();
  const form = Form.useFormInstance();
  const type = Form.useWatch('music_type', form) as MusicType | undefined;
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
        <Input
          maxLength={LIMITS.authorNameMax}
          showCount
          disabled={type !== 2}
          style={{ maxWidth: 320 }}
          data-testid="field-p_name"
        />
      </Form.Item>
      <EngineField />
    </>
  );
}
