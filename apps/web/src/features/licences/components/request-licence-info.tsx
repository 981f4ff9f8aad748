import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SITE_PATHS,
  USE_TYPE_OPTIONS,
  formatDateTime,
  labelOf,
  workLinkHref,
  type MyApplyRow,
} from '@vsqx/domain';
import { useLang } from '../../../lib/i18n';

/** A link a user typed (planned or made work): opened only when it is a BV/AV number or an http(s) link. */
export function WorkLink({ link, testId }: { link: string; testId?: string }) {
  const href = workLinkHref(link);
  return href ? (
    <Typography.Link
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      data-testid={testId}
      style={{ overflowWrap: 'anywhere' }}
    >
      {link}
    </Typography.Link>
  ) : (
    <Typography.Text data-testid={testId}>{link}</Typography.Text>
  );
}

/** What a request is for, its certificate (or revocation) and the works made under it (DESIGN §8). */
export function RequestLicenceInfo({ row }: { row: MyApplyRow }) {
  const { t } = useTranslation('licences');
  const lang = useLang();
  return (
    <Flex vertical gap={4} data-testid="request-licence-info">
      <Flex gap={8} wrap align="center">
        {row.use_type && (
          <Tag color="blue" data-testid="request-use">
            {labelOf(USE_TYPE_OPTIONS, row.use_type, lang)}
          </Tag>
        )}
        {row.platform && (
          <Typography.Text type="secondary">
            {t('v2.platform')}
            {row.platform}
          </Typography.Text>
        )}
        {row.planned_link && (
          <span>
            <Typography.Text type="secondary">{t('v2.plannedLink')}</Typography.Text>
            <WorkLink link={row.planned_link} />
          </span>
        )}
      </Flex>
      {row.certificate_code && (
        <Flex gap={8} wrap align="center">
          <Typography.Link
            href={SITE_PATHS.licence(row.certificate_code)}
            target="_blank"
            data-testid="request-certificate"
          >
            {t('v2.certificate')}
          </Typography.Link>
          {row.revoked_at && (
            <Tag
              color="red"
              data-testid="request-revoked"
              style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}
            >
              {t('v2.revokedAt', { time: formatDateTime(row.revoked_at) })}
            </Tag>
          )}
          {row.revoked_at && row.revoke_reason && (
            <Typography.Text type="secondary">
              {t('v2.revokeReason')}
              {row.revoke_reason}
            </Typography.Text>
          )}
        </Flex>
      )}
      {row.works.length > 0 && (
        <div data-testid="request-works">
          <Typography.Text type="secondary">{t('v2.works')}</Typography.Text>
          {row.works.map((w, i) => (
            <span key={w.id}>
              {i > 0 && '、'}
              <WorkLink link={w.link} testId="request-work" />
            </span>
          ))}
        </div>
      )}
    </Flex>
  );
}
