import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@vsqx/domain';
import { useSession } from '../../../lib/session';
import { useMySuggestions } from '../api/use-tutorial-docs';
import { SuggestionStatusTag } from './suggestion-status-tag';
import { RowList } from '../../../components/row-list/row-list';
import { ListRow } from '../../../components/row-list/list-row';

/** The signed-in user's own suggestions on one document, with status and the manager's comment. */
export function MySuggestions({ docId }: { docId: number }) {
  const { t } = useTranslation('tutorials');
  const session = useSession();
  const mine = useMySuggestions(!!session);
  const rows = (mine.data ?? []).filter((s) => s.docs_id === docId);
  if (!session || rows.length === 0) return null;
  return (
    <RowList
      size="small"
      header={<Typography.Text strong>{t('mine.title')}</Typography.Text>}
      items={rows}
      rowKey={(r) => r.id}
      testId="my-suggestions"
      style={{ marginTop: 24 }}
      renderRow={(r) => (
        <ListRow
          data-testid="my-suggestion"
          extra={<SuggestionStatusTag status={r.suggest_status} />}
          title={r.easy_desc}
          description={
            <>
              {formatDateTime(r.submit_time)}
              {r.manager_comment && (
                <span style={{ marginLeft: 12 }}>
                  {t('mine.comment', { name: r.manager_name, comment: r.manager_comment })}
                </span>
              )}
            </>
          }
        />
      )}
    />
  );
}
