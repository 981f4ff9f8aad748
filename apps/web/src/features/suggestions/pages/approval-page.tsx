import { useEffect, useState } from 'react';
import { Card, Empty, Flex, Pagination, Spin, Tabs, Typography } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, SUGGEST_FILTERS, parseSuggestFilter, type SuggestFilter, creatorPath } from '@vsqx/domain';
import { useSuggestionList } from '../api/use-suggestion-list';
import { SuggestionCard } from '../components/suggestion-card';

/** /v_course (教程审批): managers review suggestions; an unknown ?status= goes back to /v_course (spec §2). */
export default function ApprovalPage() {
  const [params] = useSearchParams();
  const filter = parseSuggestFilter(params.get('status'));
  if (filter === null) return <Navigate to={creatorPath.approval()} replace />;
  return <ApprovalTool filter={filter} />;
}

function ApprovalTool({ filter }: { filter: SuggestFilter }) {
  const { t } = useTranslation('suggestions');
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const list = useSuggestionList(filter, page);
  // Spec §6: if the list call is not successful the user is sent to /home (after the alert).
  useEffect(() => {
    if (list.isError) navigate(creatorPath.home(), { replace: true });
  }, [list.isError, navigate]);
  useEffect(() => setPage(1), [filter]);

  const total = list.data?.total ?? 0;
  return (
    <Card
      data-testid="approval-page"
      title={<span data-testid="approval-heading">{t('heading')}</span>}
      extra={
        <Typography.Text type="secondary" data-testid="approval-total">
          {t('total', { total })}
        </Typography.Text>
      }
    >
      <Tabs
        activeKey={filter}
        onChange={(k) => setParams(k === 'all' ? {} : { status: k })}
        items={SUGGEST_FILTERS.map((f) => ({
          key: f,
          label: <span data-testid={`suggest-tab-${f}`}>{t(`tabs.${f}`)}</span>,
        }))}
      />
      <Spin spinning={list.isFetching && !list.data}>
        {list.data && list.data.rows.length === 0 ? (
          <Empty description={t('empty')} data-testid="suggestions-empty" />
        ) : (
          <Flex vertical gap={16} data-testid="suggestion-list" style={{ minHeight: 80 }}>
            {list.data?.rows.map((row) => (
              <SuggestionCard key={row.id} row={row} />
            ))}
          </Flex>
        )}
      </Spin>
      {total > LIMITS.pageSize && (
        <Pagination
          style={{ marginTop: 16 }}
          align="center"
          current={page}
          pageSize={LIMITS.pageSize}
          total={total}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
    </Card>
  );
}
