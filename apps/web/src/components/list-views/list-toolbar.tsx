import { Flex, Input, Segmented, Select } from 'antd';
import { AppstoreOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ENGINE_CHOICE_LABELS,
  ENGINE_CHOICES,
  SEARCH_MAX,
  VISIBILITIES,
  type EnumOption,
  type Lang,
} from '@vsqx/domain';
import { useLang } from '../../lib/i18n';
import type { ListView, ListViewState } from './list-view-params';

/** Which filters a list offers: its licences and original/repost labels; the engine only for projects. */
export interface ListFilters {
  engine?: boolean;
  agreements: readonly EnumOption<string | number>[];
  types: readonly EnumOption<string | number>[];
}

interface Props {
  state: ListViewState;
  filters: ListFilters;
  onChange(patch: Partial<ListViewState>): void;
  /** data-testid prefix, e.g. "project" → project-search, project-engine… */
  testId: string;
}

const engineLabel = (key: string, name: string, lang: Lang) => ENGINE_CHOICE_LABELS[key]?.[lang] ?? name;
const options = (list: readonly EnumOption<string | number>[], lang: Lang) =>
  list.map((o) => ({ value: String(o.value), label: o.label[lang] }));

/**
 * The search box, filters and card/table switch above a creator-centre list (DESIGN §8 "Finding and managing
 * my content"). Every change goes into the address through `onChange`; the box searches on Enter or its button.
 */
export function ListToolbar({ state, filters, onChange, testId }: Props) {
  const { t } = useTranslation('listViews');
  const lang = useLang();
  // An explicit "all" choice instead of a placeholder: antd's pale placeholder text fails contrast (axe), and
  // the box always says what it filters.
  const select = (
    key: 'engine' | 'agreement' | 'type' | 'visibility',
    label: string,
    opts: { value: string; label: string }[],
  ) => (
    <Select
      value={state[key]}
      aria-label={label}
      options={[{ value: '', label: t('allOf', { what: label }) }, ...opts]}
      onChange={(v: string) => onChange({ [key]: v })}
      popupMatchSelectWidth={false}
      style={{ minWidth: 120, flex: '1 1 120px', maxWidth: 220 }}
      data-testid={`${testId}-filter-${key}`}
    />
  );
  return (
    <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }} data-testid={`${testId}-toolbar`}>
      <Input.Search
        // A new address (Back, a bookmark) shows its own text, not what was typed before.
        key={state.q}
        defaultValue={state.q}
        maxLength={SEARCH_MAX}
        allowClear
        placeholder={t('searchPlaceholder')}
        aria-label={t('search')}
        enterButton={t('search')}
        onSearch={(v) => onChange({ q: v.trim() })}
        style={{ flex: '2 1 220px', maxWidth: 360 }}
        data-testid={`${testId}-search`}
      />
      {filters.engine &&
        select(
          'engine',
          t('engine'),
          ENGINE_CHOICES.map((c) => ({ value: c.key, label: engineLabel(c.key, c.name, lang) })),
        )}
      {select('agreement', t('licence'), options(filters.agreements, lang))}
      {select('type', t('type'), options(filters.types, lang))}
      {select(
        'visibility',
        t('visibility:label'),
        VISIBILITIES.map((v) => ({ value: v, label: t(`visibility:${v}`) })),
      )}
      <Segmented<ListView>
        value={state.view}
        onChange={(v) => onChange({ view: v })}
        options={[
          { value: 'card', icon: <AppstoreOutlined />, label: t('viewCards') },
          { value: 'table', icon: <TableOutlined />, label: t('viewTable') },
        ]}
        data-testid={`${testId}-view`}
      />
    </Flex>
  );
}
