import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, projectFieldSchemas } from '@vsqx/domain';
import { zodRule } from '../../../lib/form-rules';
import { useLang } from '../../../lib/i18n';

/** Lyrics (3000), description (1000, required) and, for reposts only, the author intro (300); all with counters. */
export function TextFields() {
  const { t } = useTranslation('projects');
  const lang = useLang();
  const type = Form.useWatch('music_type', Form.useFormInstance());
  return (
    <>
      <Form.Item
        label={t('form.lyrics')}
        name="lyric_content"
        rules={[zodRule(projectFieldSchemas.lyric_content, lang)]}
      >
        <Input.TextArea
          maxLength={LIMITS.lyricsProjectMax}
          showCount
          autoSize={{ minRows: 3, maxRows: 10 }}
          data-testid="field-lyric_content"
        />
      </Form.Item>
      <Form.Item
        label={t('form.description')}
        name="vsqx_content"
        required
        rules={[zodRule(projectFieldSchemas.vsqx_content, lang)]}
      >
        <Input.TextArea
          maxLength={LIMITS.descriptionMax}
          showCount
          autoSize={{ minRows: 3, maxRows: 10 }}
          data-testid="field-vsqx_content"
        />
      </Form.Item>
      <Form.Item
        label={t('form.authorIntro')}
        name="p_introduce"
        hidden={type !== 2}
        rules={type === 2 ? [zodRule(projectFieldSchemas.p_introduce, lang)] : []}
      >
        <Input.TextArea
          maxLength={LIMITS.authorIntroMax}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          data-testid="field-p_introduce"
        />
      </Form.Item>
    </>
  );
}
