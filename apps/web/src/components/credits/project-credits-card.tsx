import { Alert, Button, Card, Descriptions, Flex, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CREDIT_ROLE_OPTIONS,
  SITE_PATHS,
  labelOf,
  msg,
  type LicenceProjectType,
  type ProjectCredit,
} from '@vsqx/domain';
import { toast } from '../../lib/feedback';
import { useLang } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { copyText } from '../../lib/copy-text';
import { useAnswerCredit, useBasedOn, useMyCredits } from './use-credits';
import { creditBlockText } from './credit-block-text';

interface Props {
  projectType: LicenceProjectType;
  projectId: number;
  ownerUid: number;
  credits: ProjectCredit[];
}

/**
 * The project page's credits (DESIGN §8): accepted users, names and the source project, a button copying a
 * credit block for a Bilibili description, an invited user's accept/decline, and projects based on this one.
 */
export function ProjectCreditsCard({ projectType, projectId, ownerUid, credits }: Props) {
  const { t } = useTranslation('licences');
  const lang = useLang();
  const session = useSession();
  const invited = useMyCredits(projectType, projectId, !!session && session.uid !== ownerUid);
  const pending = (invited.data ?? []).filter((c) => c.status === 'pending');
  const answer = useAnswerCredit();
  const basedOn = useBasedOn(projectId);
  const derived = projectType === 'v' ? (basedOn.data ?? []) : [];
  if (credits.length === 0 && pending.length === 0 && derived.length === 0) return null;
  const projectUrl = `${window.location.origin}${projectType === 'm' ? SITE_PATHS.midiProject(projectId) : SITE_PATHS.project(projectId)}`;
  const copy = async () =>
    (await copyText(creditBlockText(credits, projectUrl, lang)))
      ? toast.success(msg('copyOk', lang))
      : toast.error(msg('copyFailed', lang));
  return (
    <Card
      size="small"
      title={t('credits.title')}
      data-testid="project-credits"
      extra={
        credits.length > 0 && (
          <Button size="small" icon={<CopyOutlined />} onClick={() => void copy()} data-testid="credits-copy">
            {t('credits.copy')}
          </Button>
        )
      }
    >
      <Flex vertical gap={12}>
        {pending.length > 0 && (
          <Alert
            type="info"
            data-testid="credit-invite"
            title={t('credits.invited', {
              roles: pending
                .map((c) => labelOf(CREDIT_ROLE_OPTIONS, c.role, lang))
                .join(lang === 'en' ? ', ' : '、'),
            })}
            action={
              <Flex gap={8} wrap>
                <Button
                  size="small"
                  type="primary"
                  loading={answer.isPending}
                  onClick={() => answer.mutate({ type: projectType, id: projectId, accept: true })}
                  data-testid="credit-accept"
                >
                  {t('credits.accept')}
                </Button>
                <Button
                  size="small"
                  loading={answer.isPending}
                  onClick={() => answer.mutate({ type: projectType, id: projectId, accept: false })}
                  data-testid="credit-decline"
                >
                  {t('credits.decline')}
                </Button>
              </Flex>
            }
          />
        )}
        {credits.length > 0 && (
          <Descriptions
            size="small"
            column={1}
            items={credits.map((c, i) => ({
              key: i,
              label: c.role === 'source' ? t('credits.basedOn') : labelOf(CREDIT_ROLE_OPTIONS, c.role, lang),
              children:
                c.role === 'source' ? (
                  <Typography.Link
                    href={SITE_PATHS.project(c.source_project_id ?? 0)}
                    data-testid="credit-source"
                  >
                    {c.source_name}
                  </Typography.Link>
                ) : c.uid ? (
                  <Typography.Link href={SITE_PATHS.space(c.uid)} data-testid="credit-user">
                    {c.name}
                  </Typography.Link>
                ) : (
                  <span data-testid="credit-name">{c.name}</span>
                ),
            }))}
          />
        )}
        {derived.length > 0 && (
          <div data-testid="credits-based-on">
            <Typography.Text type="secondary">{t('credits.usedBy')}</Typography.Text>
            {derived.map((d, i) => (
              <span key={`${d.project_type}${d.project_id}`}>
                {i > 0 && '、'}
                <Typography.Link
                  href={
                    d.project_type === 'm'
                      ? SITE_PATHS.midiProject(d.project_id)
                      : SITE_PATHS.project(d.project_id)
                  }
                >
                  {d.name}
                </Typography.Link>
              </span>
            ))}
          </div>
        )}
      </Flex>
    </Card>
  );
}
