import { useEffect } from 'react';
import { Button, Card, Col, Empty, Row, Segmented, Space, Spin, Tabs, Typography } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AGREEMENTS, MUSIC_TYPES, msg, SITE_PATHS, type SortOrder } from '@vsqx/domain';
import { isNarrowed, useListView } from '../../../components/list-views/list-view-params';
import { ListToolbar } from '../../../components/list-views/list-toolbar';
import { ListPager } from '../../../components/list-views/list-pager';
import { ProjectTable } from '../components/project-table';
import { confirmDialog } from '../../../lib/feedback';
import { currentLang } from '../../../lib/i18n';
import { setEditingProject, useSession } from '../../../lib/session';
import { useAllProjects } from '../api/use-all-projects';
import { useProjectList } from '../api/use-project-list';
import { useMidiPage } from '../api/use-midi-list';
import { useDeleteProject } from '../api/use-delete-project';
import { ProjectCard, type CardItem } from '../components/project-card';
import { allItemCard, toCard } from '../components/list-items';
import { BulkBar, BulkCheckbox } from '../../../components/bulk/bulk-bar';
import { useBulkSelection, type BulkItem } from '../../../components/bulk/use-bulk-selection';
import { useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '../api/keys';
import { StorageFigure } from '../components/storage-figure';

type Tab = 'all' | 'vsqx' | 'midi';

/**
 * /content?page=n&q&engine&agreement&type&view=table&page_size (工程管理): my projects as cards, 10 per page with pager and total, time or popularity
 * order (spec §2). The default tab 全部 is one list of projects and MIDI projects, paged, sorted and counted
 * by the server across both kinds (select_all_project_list); the vsqx and MIDI tabs (?tab=vsqx|midi) filter
 * it through each kind's own list call. Only the shown tab is fetched. Deleting pulls the next item in. The search, filters, card/table view,
 * page size and page live in the address (features/list-views), so Back and bookmarks return to a view.
 */
export default function ProjectListPage() {
  const { t } = useTranslation('projects');
  const session = useSession()!;
  const [params] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = tabParam === 'midi' || tabParam === 'vsqx' ? tabParam : 'all';
  const { state: view, update } = useListView(tab === 'all' ? {} : { tab });
  const { page, sort } = view;
  // MIDI projects have no engine: the MIDI tab leaves that filter out.
  const listView = tab === 'midi' ? { ...view, engine: '' } : view;
  const all = useAllProjects(listView, tab === 'all');
  const vsqx = useProjectList(listView, tab === 'vsqx');
  const midi = useMidiPage(session.uid, listView, tab === 'midi');
  const shown = tab === 'all' ? all : tab === 'vsqx' ? vsqx : midi;
  const remove = useDeleteProject();
  const selection = useBulkSelection();
  const qc = useQueryClient();

  const go = (next: { page?: number; sort?: SortOrder; tab?: Tab }) => {
    const tb = next.tab ?? tab;
    update(
      { ...(next.page ? { page: next.page } : {}), ...(next.sort ? { sort: next.sort } : {}) },
      tb === 'all' ? {} : { tab: tb },
    );
  };

  const loading = shown.isLoading;
  const total = shown.data?.total ?? 0;
  const items: CardItem[] =
    tab === 'all'
      ? (all.data?.rows ?? []).map(allItemCard)
      : tab === 'vsqx'
        ? (vsqx.data?.rows ?? []).map((r) => toCard('vsqx', r))
        : (midi.data?.rows ?? []).map((r) => toCard('midi', r));
  const lastPage = Math.max(1, Math.ceil(total / view.pageSize));
  const emptyText = isNarrowed(view) ? t('listViews:noMatch') : t('list.empty');
  const bulkItem = (i: CardItem): BulkItem => ({
    kind: i.kind === 'vsqx' ? 'v' : 'm',
    id: i.id,
    name: i.name,
  });

  /** The MIDI edit page uses the project passed from the list (spec §2 "MIDI edit"). */
  const midiRow = (id: number) => {
    if (tab === 'midi') return midi.data?.rows.find((m) => m.midi_id === id);
    const item = all.data?.rows.find((r) => r.kind === 'm' && r.midi_id === id);
    if (!item || item.kind !== 'm') return undefined;
    const { kind: _kind, ...row } = item;
    return row;
  };

  // The last card of the last page was deleted: show the page before rather than an empty one.
  useEffect(() => {
    if (shown.data && !shown.isPlaceholderData && page > lastPage) go({ page: lastPage });
  });

  const onDelete = async (item: CardItem) => {
    if (await confirmDialog(msg('confirmDeleteProject', currentLang()), { danger: true }))
      remove.mutate({ kind: item.kind, id: item.id });
  };

  const isDeleting = (item: CardItem) =>
    remove.isPending && remove.variables?.id === item.id && remove.variables.kind === item.kind;
  const onEdit = (item: CardItem) => item.kind === 'midi' && setEditingProject(midiRow(item.id));
  // antd's advice for List's `grid` on the way to Listy: Row and Col (docs/decisions.md); 5 columns from xxl.
  const cards =
    items.length > 0 ? (
      <Row gutter={16} role="list" data-testid="project-list">
        {items.map((item) => (
          <Col
            key={`${item.kind}${item.id}`}
            role="listitem"
            xs={24}
            sm={12}
            md={8}
            xl={6}
            xxl={{ flex: '0 0 20%' }}
            style={{ marginBottom: 16 }}
          >
            <ProjectCard
              item={item}
              check={<BulkCheckbox item={bulkItem(item)} selection={selection} />}
              deleting={isDeleting(item)}
              onEdit={() => onEdit(item)}
              onDelete={() => void onDelete(item)}
            />
          </Col>
        ))}
      </Row>
    ) : (
      <div data-testid="project-list" style={{ padding: 16, textAlign: 'center' }}>
        {loading ? (
          <Spin description={t('list.loading')} data-testid="project-loading">
            <div style={{ height: 80 }} />
          </Spin>
        ) : (
          <Empty description={emptyText} data-testid="project-empty" />
        )}
      </div>
    );
  const list = (
    <>
      <ListToolbar
        state={view}
        filters={{ engine: tab !== 'midi', agreements: AGREEMENTS, types: MUSIC_TYPES }}
        onChange={(patch) => update(patch)}
        testId="project"
      />
      <BulkBar
        selection={selection}
        pageItems={items.map(bulkItem)}
        onDone={() => qc.invalidateQueries({ queryKey: projectKeys.all })}
      />
      {view.view === 'table' ? (
        <ProjectTable
          items={items}
          loading={loading}
          empty={emptyText}
          isDeleting={isDeleting}
          onEdit={onEdit}
          onDelete={(item) => void onDelete(item)}
          selection={selection}
        />
      ) : (
        cards
      )}
      <ListPager state={view} total={total} onChange={(patch) => update(patch)} testId="project" />
    </>
  );

  return (
    <Card
      title={t('list.title')}
      data-testid="project-list-page"
      extra={
        <Space size={16} wrap>
          <Typography.Text type="secondary" data-testid="project-total">
            {t('list.total', { total })}
          </Typography.Text>
          <StorageFigure />
          <Segmented
            value={sort}
            data-testid="project-sort"
            options={[
              { label: t('list.sortTime'), value: 'time' },
              { label: t('list.sortHot'), value: 'hot' },
            ]}
            onChange={(v) => go({ sort: v as SortOrder, page: 1 })}
          />
          <Button type="primary" icon={<CloudUploadOutlined />} href={SITE_PATHS.upload()}>
            {t('list.upload')}
          </Button>
        </Space>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => go({ tab: k as Tab, page: 1 })}
        items={[
          { key: 'all', label: t('list.tabAll'), children: tab === 'all' ? list : null },
          { key: 'vsqx', label: t('list.tabVsqx'), children: tab === 'vsqx' ? list : null },
          { key: 'midi', label: t('list.tabMidi'), children: tab === 'midi' ? list : null },
        ]}
      />
    </Card>
  );
}
