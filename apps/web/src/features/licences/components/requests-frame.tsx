import type { ReactNode } from 'react';
import { Card, Flex, Input, Select, Tabs, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  APPLY_FILTERS,
  USE_TYPE_OPTIONS,
  labelOf,
  type ApplyFilter,
  type UseType,
  creatorPath,
} from '@vsqx/domain';
import { currentLang } from '../../../lib/i18n';
import type { UseFilter } from '../hooks/use-list-params';

export type RequestSide = 'mine' | 'received';

/** The two request pages and their routes: the card's tabs link one to the other (spec §2). */
const SIDES: readonly { side: RequestSide; path: string }[] = [
  { side: 'mine', path: creatorPath.myRequests() },
  { side: 'received', path: creatorPath.receivedRequests() },
];

interface Props {
  side: RequestSide;
  status: ApplyFilter;
  onStatus: (s: ApplyFilter) => void;
  total: number;
  filter: UseFilter;
  onFilter: (f: UseFilter) => void;
  children: ReactNode;
}

/** Frame of /apply and /authorization: page tabs on the card, status tabs (?status=) above the list. */
export function RequestsFrame({ side, status, onStatus, total, filter, onFilter, children }: Props) {
  const { t } = useTranslation('licences');
  const navigate = useNavigate();
  return (
    <Card
      data-testid={`requests-${side}`}
      activeTabKey={side}
      onTabChange={(key) => navigate(SIDES.find((s) => s.side === key)!.path)}
      tabList={SIDES.map((s) => ({
        key: s.side,
        label: <span data-testid={`page-tab-${s.side}`}>{t(`${s.side}.title`)}</span>,
      }))}
      tabBarExtraContent={
        <Typography.Text type="secondary" data-testid="requests-total">
          {t('total', { total })}
        </Typography.Text>
      }
    >
      <Tabs
        activeKey={status}
        onChange={(k) => onStatus(k as ApplyFilter)}
        items={APPLY_FILTERS.map((f) => ({
          key: f,
          label: <span data-testid={`status-tab-${f}`}>{t(`${side}.tabs.${f}`)}</span>,
        }))}
      />
      <Flex gap={8} wrap style={{ marginBottom: 8 }} data-testid="request-filters">
        <Select<UseType | ''>
          aria-label={t('v2.filterUse')}
          data-testid="filter-use"
          style={{ minWidth: 140 }}
          value={filter.use ?? ''}
          onChange={(v) => onFilter({ ...filter, use: v || undefined })}
          options={[
            { value: '', label: t('v2.anyUse') },
            ...USE_TYPE_OPTIONS.map((o) => ({
              value: o.value,
              label: labelOf(USE_TYPE_OPTIONS, o.value, currentLang()),
            })),
          ]}
        />
        <Input.Search
          aria-label={t('v2.filterPlatform')}
          placeholder={t('v2.filterPlatform')}
          allowClear
          defaultValue={filter.platform}
          style={{ maxWidth: 220 }}
          onSearch={(v) => onFilter({ ...filter, platform: v.trim() || undefined })}
          data-testid="filter-platform"
        />
      </Flex>
      {children}
    </Card>
  );
}
