import { Card, Col, Empty, Flex } from 'antd';
import { FixedRow } from '../../../components/fixed-row';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@vsqx/domain';
import { ItemCard, type CardModel } from './item-card';

/** Grid columns of a card: two on a phone, three on a tablet, four from md up. */
const COL = { xs: 12, sm: 8, md: 6 } as const;

/**
 * A card's shape while its data loads: the cover's box and the body's three lines, so the page does not
 * shift when the cards arrive (issue 19: CLS 0.157 on the site home came from a short skeleton growing into the grid).
 */
function PlaceholderCard() {
  return (
    <Card size="small" cover={<div style={{ aspectRatio: '1.6', background: 'rgba(0,0,0,0.04)' }} />}>
      {/* The card body's lines at their line heights: the title (22 px), the author and date, the counts (20 px each). */}
      <Flex vertical gap={4}>
        {[22, 20, 20].map((h, i) => (
          <Flex key={i} align="center" style={{ height: h }}>
            <div
              style={{
                width: `${[90, 60, 70][i]}%`,
                height: 12,
                borderRadius: 4,
                background: 'rgba(0,0,0,0.06)',
              }}
            />
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}

/** Cards in a responsive grid; card-shaped placeholders while loading, the empty state when there is nothing. */
export function CardGrid({
  items,
  loading,
  testId,
  expected = LIMITS.pageSize,
  firstIsLargest,
}: {
  items: CardModel[] | undefined;
  loading?: boolean;
  testId?: string;
  expected?: number;
  /** The first card's cover is the page's largest first paint (the site home's newest list). */
  firstIsLargest?: boolean;
}) {
  const { t } = useTranslation('common');
  if (loading && !items) {
    return (
      <FixedRow gutter={[16, 16]} aria-busy>
        {Array.from({ length: expected }, (_, i) => (
          <Col key={i} {...COL}>
            <PlaceholderCard />
          </Col>
        ))}
      </FixedRow>
    );
  }
  if (!items || items.length === 0) return <Empty description={t('empty')} />;
  return (
    <FixedRow gutter={[16, 16]} data-testid={testId}>
      {items.map((m, i) => (
        <Col key={m.key} {...COL}>
          <ItemCard m={m} priority={firstIsLargest && i === 0} />
        </Col>
      ))}
    </FixedRow>
  );
}
