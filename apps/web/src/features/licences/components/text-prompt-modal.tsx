import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import type { ZodType } from 'zod';
import { zodRule } from '../../../lib/form-rules';
import { currentLang } from '../../../lib/i18n';

interface Props {
  open: boolean;
  title: string;
  label: string;
  placeholder?: string;
  maxLength: number;
  /** The shared schema of the one field (the server checks the same). */
  schema: ZodType;
  busy: boolean;
  okText: string;
  danger?: boolean;
  testId: string;
  onCancel: () => void;
  onOk: (value: string) => void;
}

/** A modal asking for one line of text (a revocation reason, a work link), checked with the shared schema. */
export function TextPromptModal({
  open,
  title,
  label,
  placeholder,
  maxLength,
  schema,
  busy,
  okText,
  danger,
  testId,
  onCancel,
  onOk,
}: Props) {
  const [form] = Form.useForm<{ value: string }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  // An invalid value rejects validateFields: its message shows under the field and the dialog stays open.
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger, loading: busy, ...{ 'data-testid': `${testId}-ok` } }}
      onCancel={onCancel}
      onOk={() =>
        void form.validateFields().then(
          (v) => onOk(v.value.trim()),
          () => undefined,
        )
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid={testId}>
        <Form.Item name="value" label={label} rules={[zodRule(schema, currentLang())]}>
          <Input maxLength={maxLength} placeholder={placeholder} data-testid={`${testId}-input`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
