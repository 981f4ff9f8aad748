import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { VERSION_NOTE_MAX, versionNoteSchema } from '@vsqx/domain';
import { zodRule } from '../../lib/form-rules';
import { currentLang } from '../../lib/i18n';

/**
 * The edit form's optional '版本说明' (DESIGN §8 "Versions"): saved with the version a new file makes.
 * `midi`: MIDI projects cannot be favourited, so its help does not promise favouriters a notice.
 */
export function VersionNoteField({ midi = false }: { midi?: boolean }) {
  const { t } = useTranslation('versions');
  // Untouched, the field holds no value: the note is optional, so only a written note is checked.
  const noteRule = zodRule(versionNoteSchema.optional(), currentLang());
  return (
    <Form.Item
      label={t('noteLabel')}
      name="version_note"
      extra={t(midi ? 'noteHelpMidi' : 'noteHelp')}
      rules={[noteRule]}
    >
      <Input.TextArea
        maxLength={VERSION_NOTE_MAX}
        showCount
        autoSize={{ minRows: 1, maxRows: 3 }}
        placeholder={t('notePlaceholder')}
        data-testid="field-version_note"
      />
    </Form.Item>
  );
}
