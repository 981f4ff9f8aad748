import type { ReactNode } from 'react';
import { Card, Tabs, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPLY_FILTERS, type ApplyFilter } from '@vsqx/domain';

export type RequestSide = 'mine' | 'received';

/** The two request pages and their routes: the card's tabs link one to the other (spec §2). */
const SIDES: readonly { side: RequestSide; path: string }[] = [
  { side: 'mine', path: '/apply' },
  { side: 'received', path: '/authorization' },
];

interface Props {
  side: RequestSide;
  status: ApplyFilter;
  onStatus: (s: ApplyFilter) => void;
  total: number;
  children: ReactNode;
}

/** Frame of /apply and /authorization: page tabs on the card, status tabs (?status=) above the list. */
export function RequestsFrame({ side, status, onStatus, total, children }: Props) {
  const { t } = useTranslation('licences');
  const navigate = useNavigate();
  return (
    <Card
      data-testid={`requests-${side}`}
      activeTabKey={side}
      onTabChange={(key) => navigate(SIDES.find((s) => s.side === key)!.path)}
      tabList={SIDES.map((s) => ({ key: s.side, label: <span data-testid={`page-tab-${s.side}`}>{t(`${s.side}.title`)}</span> }))}
      tabBarExtraContent={<Typography.Text type="secondary" data-testid="requests-total">{t('total', { total })}</Typography.Text>}
    >
      <Tabs
        activeKey={status}
        onChange={(k) => onStatus(k as ApplyFilter)}
        items={APPLY_FILTERS.map((f) => ({ key: f, label: <span data-testid={`status-tab-${f}`}>{t(`${side}.tabs.${f}`)}</span> }))}
      />
      {children}
    </Card>
  );
}
