import { Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AGREEMENTS,
  GENDERS,
  LIMITS,
  profileFieldSchemas as rules,
  type ProfileForm as ProfileValues,
  type UserProfile,
} from '@vsqx/domain';
import { zodRule } from '../../../lib/form-rules';
import { useLang } from '../../../lib/i18n';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';

interface Props {
  initial: UserProfile;
  saving: boolean;
  /** Resolves true once saved. */
  onSave(values: ProfileValues): Promise<boolean>;
}

/**
 * The profile form of spec §2 "Profile": every field, the nickname disabled; each rule comes from the
 * shared schema the server validates with, so both answer the same message.
 */
export function ProfileForm({ initial, saving, onSave }: Props) {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const [form] = Form.useForm<ProfileValues>();
  const unsaved = useUnsavedChanges();
  return (
    <Form
      form={form}
      layout="horizontal"
      labelCol={{ flex: '180px' }}
      labelWrap
      wrapperCol={{ flex: 1 }}
      style={{ maxWidth: 720 }}
      initialValues={initial}
      onFinish={(values) =>
        void onSave({ ...values, nickname: initial.nickname }).then((saved) => saved && unsaved.clear())
      }
      onValuesChange={unsaved.markDirty}
      data-testid="profile-form"
    >
      <Form.Item
        name="nickname"
        label={t('info.nickname')}
        extra={t('info.nicknameHint')}
        rules={[zodRule(rules.nickname, lang)]}
      >
        <Input disabled />
      </Form.Item>
      <Form.Item name="gender" label={t('info.gender')} rules={[zodRule(rules.gender, lang)]}>
        <Radio.Group options={GENDERS.map((g) => ({ value: g.value, label: g.label[lang] }))} />
      </Form.Item>
      <Form.Item name="b_uid" label={t('info.bUid')} rules={[zodRule(rules.b_uid, lang)]}>
        <Input
          placeholder={t('info.bUidPlaceholder')}
          count={{ show: true, max: LIMITS.bUidMax }}
          inputMode="numeric"
        />
      </Form.Item>
      <Form.Item name="p_website" label={t('info.website')} rules={[zodRule(rules.p_website, lang)]}>
        <Input placeholder={t('info.websitePlaceholder')} count={{ show: true, max: LIMITS.websiteMax }} />
      </Form.Item>
      <Form.Item name="p_desc" label={t('info.intro')} rules={[zodRule(rules.p_desc, lang)]}>
        <Input.TextArea
          rows={3}
          placeholder={t('info.introPlaceholder')}
          count={{ show: true, max: LIMITS.profileIntroMax }}
        />
      </Form.Item>
      <Form.Item
        name="agreement"
        label={t('info.agreement')}
        extra={t('info.agreementHint')}
        rules={[zodRule(rules.agreement, lang)]}
      >
        <Radio.Group vertical options={AGREEMENTS.map((a) => ({ value: a.value, label: a.label[lang] }))} />
      </Form.Item>
      <Form.Item
        name="default_uploadProject_desc"
        label={t('info.defaultDesc')}
        rules={[zodRule(rules.default_uploadProject_desc, lang)]}
      >
        <Input.TextArea
          rows={4}
          placeholder={t('info.defaultDescPlaceholder')}
          count={{ show: true, max: LIMITS.defaultDescriptionMax }}
        />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button
          type="primary"
          htmlType="submit"
          loading={saving}
          disabled={saving}
          data-testid="profile-save"
        >
          {saving ? t('info.saving') : t('info.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
