import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { APPLY_WAITING, LIMITS, SITE_PATHS, applyTextSchema, formatDateTime, type LicenceProjectType } from '@vsqx/domain';
import { useSession } from '../../../lib/session';
import { zodRule } from '../../../lib/form-rules';
import { currentLang } from '../../../lib/i18n';
import { confirmDialog } from '../../../lib/feedback';
import { useProjectRequest } from '../api/use-project-request';
import { useApply, useCancelRequest } from '../api/use-request-actions';
import { RequestStatusTag } from './request-status-tag';

interface Props {
  projectType: LicenceProjectType;
  projectId: number;
  authorUid: number;
}

/**
 * The licence box of a project page: my request's state for this project, or the form that sends one.
 * Hidden for the project's author; logged-out visitors get a link to log in.
 */
export function LicenceApplyBox({ projectType, projectId, authorUid }: Props) {
  const { t } = useTranslation('licences');
  const session = useSession();
  const mine = useProjectRequest(projectType, projectId, !!session && session.uid !== authorUid);
  const apply = useApply();
  const cancel = useCancelRequest();
  const [form] = Form.useForm<{ apply_text: string }>();
  if (session?.uid === authorUid) return null;

  const here = window.location.pathname + window.location.search;
  const request = mine.data;
  const waiting = request?.author_reply === APPLY_WAITING;
  const submit = (v: { apply_text: string }) =>
    apply.mutate({ project_type: projectType, project_id: projectId, apply_text: v.apply_text.trim() }, { onSuccess: () => form.resetFields() });

  return (
    <Card size="small" title={<span><SafetyCertificateOutlined /> {t('box.title')}</span>} data-testid="licence-apply-box"
      extra={session && <Typography.Link href={SITE_PATHS.creator('/apply')}>{t('box.myRequests')}</Typography.Link>}>
      {!session ? (
        <Button type="primary" href={SITE_PATHS.login(here)} data-testid="licence-login">{t('box.login')}</Button>
      ) : (
        <Flex vertical gap={12}>
          {request && (
            <Alert
              type={waiting ? 'info' : request.author_reply === 2 ? 'success' : 'warning'}
              data-testid="licence-state"
              message={
                <Flex gap={8} align="center" wrap>
                  <RequestStatusTag status={request.author_reply} />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('box.sentAt', { time: formatDateTime(request.apply_time) })}</Typography.Text>
                </Flex>
              }
              description={
                <Flex vertical gap={4} style={{ marginTop: 4 }}>
                  <div>{t('applyText')}{request.apply_text}</div>
                  {!waiting && <div>{t('replyText')}{request.reply_text || t('noReply')}</div>}
                  {waiting && (
                    <div>
                      <Button size="small" loading={cancel.isPending} data-testid="licence-cancel"
                        onClick={async () => (await confirmDialog(t('mine.confirmCancel'))) && cancel.mutate(request.id)}>
                        {t('mine.cancel')}
                      </Button>
                    </div>
                  )}
                </Flex>
              }
            />
          )}
          {!waiting && !mine.isLoading && (
            <Form form={form} layout="vertical" onFinish={submit} disabled={apply.isPending}>
              <Form.Item name="apply_text" label={t(request ? 'box.applyAgain' : 'box.reason')} rules={[zodRule(applyTextSchema, currentLang())]}>
                <Input.TextArea rows={3} maxLength={LIMITS.applyTextMax} showCount placeholder={t('box.placeholder')} data-testid="licence-text" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={apply.isPending} data-testid="licence-submit">{t('box.submit')}</Button>
            </Form>
          )}
        </Flex>
      )}
    </Card>
  );
}
