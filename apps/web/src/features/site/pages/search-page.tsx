import { Card, Flex, Pagination, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  LIMITS,
  parsePageParam,
  SEARCH_KINDS,
  type ArticleCard,
  type MidiCard,
  type ProjectCard,
  type SearchKind,
} from '@vsqx/domain';
import { usePageTitle } from '../../../lib/page-title';
import { useSearch, type SearchRow } from '../api/use-search';
import { CardGrid } from '../components/card-grid';
import { articleModel, midiModel, projectModel, type CardModel } from '../components/item-card';
import { SearchBox } from '../components/search-box';
import { PageHeading } from '../../../components/page-heading';

function toModel(kind: SearchKind, row: SearchRow): CardModel {
  if (kind === 'midi') return midiModel(row as MidiCard);
  if (kind === 'article') return articleModel(row as ArticleCard);
  return projectModel(row as ProjectCard);
}

/** /search?q=&kind=&page=: projects, MIDI projects or articles by title, tag or author. */
export default function SearchPage() {
  const { t } = useTranslation('site');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const kind = (SEARCH_KINDS as readonly string[]).includes(params.get('kind') ?? '')
    ? (params.get('kind') as SearchKind)
    : 'vsqx';
  const page = parsePageParam(params.get('page'));
  const result = useSearch(q, kind, page);
  usePageTitle(q ? `${q} - ${t('search.button')}` : t('search.button'));
  const set = (patch: Record<string, string>) => setParams({ q, kind, page: String(page), ...patch });
  return (
    <Flex vertical gap={16}>
      <SearchBox initial={q} />
      <Card
        title={<PageHeading>{q ? t('search.resultsFor', { q }) : t('search.all')}</PageHeading>}
        extra={
          <Segmented
            value={kind}
            onChange={(v) => set({ kind: String(v), page: '1' })}
            options={SEARCH_KINDS.map((k) => ({ value: k, label: t(`search.kinds.${k}`) }))}
            data-testid="search-kind"
          />
        }
      >
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">
            {t('common:total', { total: result.data?.total ?? 0 })}
          </Typography.Text>
          <CardGrid
            items={result.data?.rows.map((r) => toModel(result.data.kind, r))}
            loading={result.isLoading}
            testId="search-results"
          />
          {(result.data?.total ?? 0) > LIMITS.pageSize && (
            <Flex justify="center">
              <Pagination
                current={page}
                pageSize={LIMITS.pageSize}
                total={result.data?.total}
                showSizeChanger={false}
                onChange={(p) => set({ page: String(p) })}
              />
            </Flex>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
