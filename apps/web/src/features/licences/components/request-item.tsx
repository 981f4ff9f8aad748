import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime, SITE_PATHS, type MyApplyRow } from '@vsqx/domain';
import { fileUrls } from '../../../lib/api';
import { RequestStatusTag } from './request-status-tag';
import { RequestLicenceInfo } from './request-licence-info';
import { LicenceThread } from './licence-thread';
import { ListRow } from '../../../components/row-list/list-row';

interface Props {
  row: MyApplyRow;
  /** Who is on the other side: the author (my requests) or the applicant (requests to me). */
  party: ReactNode;
  actions: ReactNode[];
}

/** One licence request: cover, title (link to the project), length, status, times, the texts. */
export function RequestItem({ row, party, actions }: Props) {
  const { t } = useTranslation('licences');
  const href =
    row.project_type === 'm' ? SITE_PATHS.midiProject(row.project_id) : SITE_PATHS.project(row.project_id);
  const gone = !row.music_name;
  return (
    <ListRow
      data-testid="request-item"
      data-request-id={row.id}
      data-status={row.author_reply}
      actions={actions}
    >
      {/* Wraps: on a phone the details go under the cover at full width instead of a narrow column beside it. */}
      <Flex gap={16} wrap align="flex-start" style={{ minWidth: 0, width: '100%' }}>
        <a href={gone ? undefined : href} target="_blank" rel="noopener noreferrer" style={{ flex: 'none' }}>
          <img
            src={fileUrls.cover(row.vsqx_uid || 'default')}
            alt={row.music_name ?? ''}
            width={160}
            height={100}
            style={{ objectFit: 'cover', borderRadius: 6, display: 'block' }}
          />
        </a>
        <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Flex gap={8} align="center" wrap>
            {gone ? (
              <Typography.Text type="secondary">{t('projectGone')}</Typography.Text>
            ) : (
              <Typography.Link
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                strong
                style={{ fontSize: 16 }}
                data-testid="request-title"
              >
                {row.music_name}
              </Typography.Link>
            )}
            <RequestStatusTag status={row.author_reply} />
          </Flex>
          <Typography.Text type="secondary">
            {party}
            {row.music_length && (
              <span style={{ marginLeft: 12 }}>
                <ClockCircleOutlined /> {row.music_length}
              </span>
            )}
            <span style={{ marginLeft: 12 }}>{t('appliedAt', { time: formatDateTime(row.apply_time) })}</span>
          </Typography.Text>
          <Typography.Paragraph
            style={{ margin: 0 }}
            ellipsis={{ rows: 3, expandable: true }}
            data-testid="request-text"
          >
            <Typography.Text type="secondary">{t('applyText')}</Typography.Text>
            {row.apply_text}
          </Typography.Paragraph>
          {row.author_reply !== 1 && (
            <Typography.Paragraph style={{ margin: 0 }} data-testid="request-reply">
              <Typography.Text type="secondary">{t('replyText')}</Typography.Text>
              {row.reply_text || t('noReply')}
              {row.reply_time && (
                <Typography.Text type="secondary" style={{ marginLeft: 12, fontSize: 12 }}>
                  {formatDateTime(row.reply_time)}
                </Typography.Text>
              )}
            </Typography.Paragraph>
          )}
          <RequestLicenceInfo row={row} />
          <LicenceThread requestId={row.id} />
        </Flex>
      </Flex>
    </ListRow>
  );
}
