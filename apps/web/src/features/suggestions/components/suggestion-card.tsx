import { Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, SITE_PATHS, type SuggestionRow } from '@vsqx/domain';
import { ManagerActions } from './manager-actions';
import { RichHtml } from './rich-html';
import { SuggestionStatusTag } from './suggestion-status-tag';

/** One submitted suggestion as a manager reviews it (spec §3 "Tutorial suggestion"). */
export function SuggestionCard({ row }: { row: SuggestionRow }) {
  const { t } = useTranslation('suggestions');
  return (
    <Card
      size="small"
      data-testid="suggestion-card"
      data-suggestion-id={row.id}
      data-status={row.suggest_status}
      title={
        <Flex gap={8} align="center" wrap>
          <Typography.Link
            href={`${SITE_PATHS.vCourse()}/${row.docs_id}`}
            target="_blank"
            data-testid="suggestion-doc"
          >
            {row.docs_title}
          </Typography.Link>
          <SuggestionStatusTag status={row.suggest_status} />
        </Flex>
      }
      extra={<Typography.Text type="secondary">#{row.id}</Typography.Text>}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          {
            key: 'by',
            label: t('field.submitter'),
            children: (
              <Typography.Link href={SITE_PATHS.space(row.submit_uid)} target="_blank">
                {row.submit_username}
              </Typography.Link>
            ),
          },
          { key: 'time', label: t('field.time'), children: formatDateTime(row.submit_time) },
          { key: 'manager', label: t('field.manager'), children: row.manager_name || '—' },
          {
            key: 'desc',
            label: t('field.desc'),
            span: 'filled',
            children: <span data-testid="suggestion-desc">{row.easy_desc}</span>,
          },
          {
            key: 'comment',
            label: t('field.comment'),
            span: 'filled',
            children: <span data-testid="suggestion-comment">{row.manager_comment || '—'}</span>,
          },
        ]}
      />
      <Typography.Text type="secondary">{t('field.text')}</Typography.Text>
      <Card size="small" type="inner" style={{ margin: '4px 0 12px', background: 'rgba(0,0,0,0.02)' }}>
        <RichHtml html={row.suggest_text} testId="suggestion-html" />
      </Card>
      <ManagerActions row={row} />
    </Card>
  );
}
