import { AutoComplete, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ENGINE_CHOICE_LABELS,
  ENGINE_CHOICES,
  ENGINE_SUGGESTIONS,
  LIMITS,
  OTHER_ENGINE_KEY,
  projectFieldSchemas,
} from '@vsqx/domain';
import { zodRule } from '../../../lib/form-rules';
import { useLang } from '../../../lib/i18n';

/**
 * The engine, picked by name (Synthesizer V, UTAU / OpenUtau, CeVIO AI, …). The choice fills the spec's
 * `synthesizer_type` and `synthesizer_name`, which stay what is sent; 'another engine' asks for its name.
 * A project file's detected engine sets it (file-fields.tsx).
 */
export function EngineField() {
  const { t } = useTranslation('projects');
  const lang = useLang();
  const form = Form.useFormInstance();
  const choice = Form.useWatch('engine_choice', form) as string | undefined;
  return (
    <>
      <Form.Item name="synthesizer_type" hidden>
        <Input />
      </Form.Item>
      <Form.Item label={t('form.engineType')} name="engine_choice">
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          style={{ maxWidth: 320 }}
          options={ENGINE_CHOICES.map((c) => ({
            value: c.key,
            label: c.name || ENGINE_CHOICE_LABELS[c.key][lang],
          }))}
          onChange={(key: string) => {
            const c = ENGINE_CHOICES.find((x) => x.key === key)!;
            form.setFieldsValue({ synthesizer_type: c.type, synthesizer_name: c.name });
          }}
          data-testid="field-engine"
        />
      </Form.Item>
      {choice === OTHER_ENGINE_KEY && (
        <Form.Item
          label={t('form.engineName')}
          name="synthesizer_name"
          rules={[zodRule(projectFieldSchemas.synthesizer_name, lang)]}
        >
          <AutoComplete
            style={{ maxWidth: 320 }}
            maxLength={LIMITS.engineNameMax}
            placeholder={t('form.engineNamePlaceholder')}
            options={ENGINE_SUGGESTIONS.map((e) => ({ value: e }))}
            filterOption={(input, option) =>
              String(option?.value ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
            }
            data-testid="field-synthesizer_name"
          />
        </Form.Item>
      )}
    </>
  );
}
