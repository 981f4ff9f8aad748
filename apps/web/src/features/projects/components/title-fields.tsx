import { Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { B_TYPES, checkBvAuField, LIMITS, msg, projectFieldSchemas, type BType } from '@vsqx/domain';
import { zodRule } from '../../../lib/form-rules';
import { useLang } from '../../../lib/i18n';

/** Title (35, counter) and the BV/AU id with its toggle (spec §5). */
export function TitleFields() {
  const { t } = useTranslation('projects');
  const lang = useLang();
  const form = Form.useFormInstance();
  return (
    <>
      <Form.Item label={t('form.title')} name="p_title" rules={[zodRule(projectFieldSchemas.p_title, lang)]}>
        <Input
          maxLength={LIMITS.projectTitleMax}
          showCount
          style={{ maxWidth: 520 }}
          data-testid="field-p_title"
        />
      </Form.Item>
      <Form.Item label={t('form.bvAu')} extra={t('form.bvAuHint')}>
        <Space.Compact style={{ maxWidth: 420, width: '100%' }}>
          <Form.Item name="b_type" noStyle>
            <Select
              style={{ width: 110 }}
              aria-label={t('form.bType')}
              options={B_TYPES.map((o) => ({ value: o.value, label: o.label[lang] }))}
              onChange={() => void form.validateFields(['b_av']).catch(() => undefined)}
              data-testid="field-b_type"
            />
          </Form.Item>
          <Form.Item
            name="b_av"
            noStyle
            dependencies={['b_type']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_r, value: string) => {
                  const problem = checkBvAuField(value ?? '', getFieldValue('b_type') as BType);
                  if (problem) throw new Error(msg(problem, lang));
                },
              }),
            ]}
          >
            <Input
              maxLength={LIMITS.bvAuMax}
              placeholder={t('form.bvAuPlaceholder')}
              data-testid="field-b_av"
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
    </>
  );
}
