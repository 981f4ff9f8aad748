import { Alert, Button, Card, Flex, Form, Input, Select, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  APPLY_WAITING,
  LICENCE_LIMITS,
  LIMITS,
  SITE_PATHS,
  USE_TYPE_OPTIONS,
  applyExtraSchema,
  applyTextSchema,
  formatDateTime,
  labelOf,
  type LicenceProjectType,
  type UseType,
  creatorPath,
} from '@vsqx/domain';
import { AutoAllowBox } from './auto-allow-box';
import { RequestLicenceInfo } from './request-licence-info';
import { useSession } from '../../../lib/session';
import { zodRule } from '../../../lib/form-rules';
import { useLang } from '../../../lib/i18n';
import { confirmDialog } from '../../../lib/feedback';
import { useProjectRequest } from '../api/use-project-request';
import { useApply, useCancelRequest } from '../api/use-request-actions';
import { RequestStatusTag } from './request-status-tag';

interface ApplyForm {
  apply_text: string;
  use_type: UseType;
  platform?: string;
  planned_link?: string;
}

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
  const [form] = Form.useForm<ApplyForm>();
  const lang = useLang();
  if (session?.uid === authorUid) return <AutoAllowBox projectType={projectType} projectId={projectId} />;

  const here = window.location.pathname + window.location.search;
  const request = mine.data;
  const waiting = request?.author_reply === APPLY_WAITING;
  const submit = (v: ApplyForm) =>
    apply.mutate(
      {
        project_type: projectType,
        project_id: projectId,
        apply_text: v.apply_text.trim(),
        use_type: v.use_type,
        platform: v.platform?.trim() ?? '',
        planned_link: v.planned_link?.trim() || undefined,
      },
      { onSuccess: () => form.resetFields() },
    );

  return (
    <Card
      size="small"
      title={
        <span>
          <SafetyCertificateOutlined /> {t('box.title')}
        </span>
      }
      data-testid="licence-apply-box"
      extra={
        session && (
          <Typography.Link href={SITE_PATHS.creator(creatorPath.myRequests())}>
            {t('box.myRequests')}
          </Typography.Link>
        )
      }
    >
      {!session ? (
        <Button type="primary" href={SITE_PATHS.login(here)} data-testid="licence-login">
          {t('box.login')}
        </Button>
      ) : (
        <Flex vertical gap={12}>
          {request && (
            <Alert
              type={waiting ? 'info' : request.author_reply === 2 ? 'success' : 'warning'}
              data-testid="licence-state"
              title={
                <Flex gap={8} align="center" wrap>
                  <RequestStatusTag status={request.author_reply} />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('box.sentAt', { time: formatDateTime(request.apply_time) })}
                  </Typography.Text>
                </Flex>
              }
              description={
                <Flex vertical gap={4} style={{ marginTop: 4 }}>
                  <div>
                    {t('applyText')}
                    {request.apply_text}
                  </div>
                  {!waiting && (
                    <div>
                      {t('replyText')}
                      {request.reply_text || t('noReply')}
                    </div>
                  )}
                  <RequestLicenceInfo row={request} />
                  {waiting && (
                    <div>
                      <Button
                        size="small"
                        loading={cancel.isPending}
                        data-testid="licence-cancel"
                        onClick={() =>
                          void confirmDialog(t('mine.confirmCancel')).then(
                            (ok) => ok && cancel.mutate(request.id),
                          )
                        }
                      >
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
              {/* Required on this page (the spec's older clients may leave it out, so the wire schema has it optional). */}
              <Form.Item
                name="use_type"
                label={t('v2.useType')}
                required
                rules={[zodRule(applyExtraSchema.shape.use_type.unwrap(), lang)]}
              >
                <Select<UseType>
                  data-testid="licence-use"
                  placeholder={t('v2.usePlaceholder')}
                  options={USE_TYPE_OPTIONS.map((o) => ({
                    value: o.value,
                    label: labelOf(USE_TYPE_OPTIONS, o.value, lang),
                  }))}
                />
              </Form.Item>
              <Form.Item
                name="platform"
                label={t('v2.platformLabel')}
                rules={[zodRule(applyExtraSchema.shape.platform, lang)]}
              >
                <Input
                  maxLength={LICENCE_LIMITS.platformMax}
                  placeholder={t('v2.platformPlaceholder')}
                  data-testid="licence-platform"
                />
              </Form.Item>
              <Form.Item
                name="planned_link"
                label={t('v2.plannedLinkLabel')}
                rules={[zodRule(applyExtraSchema.shape.planned_link, lang)]}
              >
                <Input
                  maxLength={LICENCE_LIMITS.plannedLinkMax}
                  placeholder={t('v2.workLinkPlaceholder')}
                  data-testid="licence-planned-link"
                />
              </Form.Item>
              <Form.Item
                name="apply_text"
                label={t(request ? 'box.applyAgain' : 'box.reason')}
                required
                rules={[zodRule(applyTextSchema, lang)]}
              >
                <Input.TextArea
                  rows={3}
                  maxLength={LIMITS.applyTextMax}
                  showCount
                  placeholder={t('box.placeholder')}
                  data-testid="licence-text"
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={apply.isPending} data-testid="licence-submit">
                {t('box.submit')}
              </Button>
            </Form>
          )}
        </Flex>
      )}
    </Card>
  );
}
