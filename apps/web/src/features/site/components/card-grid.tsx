import { Col, Empty, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ItemCard, type CardModel } from './item-card';

/** Cards in a responsive grid; skeletons while loading, the empty state when there is nothing. */
export function CardGrid({ items, loading, testId }: { items: CardModel[] | undefined; loading?: boolean; testId?: string }) {
  const { t } = useTranslation('common');
  if (loading && !items) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!items || items.length === 0) return <Empty description={t('empty')} />;
  return (
    <Row gutter={[16, 16]} data-testid={testId}>
      {items.map((m) => (
        <Col key={m.key} xs={12} sm={8} md={6}>
          <ItemCard m={m} />
        </Col>
      ))}
    </Row>
  );
}
