import { Card, Flex, Pagination, Result, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LIMITS, parsePageParam, type ArticleCard, type MidiCard, type ProjectCard } from '@vsqx/domain';
import { usePageTitle } from '../../../lib/page-title';
import { useSpace, useSpaceList, type SpaceList, type SpaceRow } from '../api/use-space';
import { CardGrid } from '../components/card-grid';
import { articleModel, midiModel, projectModel, type CardModel } from '../components/item-card';
import { SpaceProfileCard } from '../components/space-profile-card';
import { CreditedWorksPane } from '../components/credited-works-pane';
import { PageHeading } from '../../../components/page-heading';

const LISTS: SpaceList[] = ['projects', 'midi', 'articles'];
/** The space's tabs: its own lists, then the projects the user is credited on (参与的作品, not paged: at most 100). */
type SpaceTab = SpaceList | 'credited';
const TABS: SpaceTab[] = [...LISTS, 'credited'];

function toModel(list: SpaceList, row: SpaceRow): CardModel {
  if (list === 'midi') return midiModel(row as MidiCard);
  if (list === 'articles') return articleModel(row as ArticleCard);
  return projectModel(row as ProjectCard);
}

function SpaceListPane({
  uid,
  list,
  page,
  onPage,
}: {
  uid: number;
  list: SpaceList;
  page: number;
  onPage: (p: number) => void;
}) {
  const q = useSpaceList(uid, list, page);
  const total = q.data?.total ?? 0;
  return (
    <Flex vertical gap={16}>
      <CardGrid
        items={q.data?.rows.map((r) => toModel(list, r))}
        loading={q.isLoading}
        testId={`space-${list}`}
      />
      {total > LIMITS.pageSize && (
        <Flex justify="center">
          <Pagination
            current={page}
            pageSize={LIMITS.pageSize}
            total={total}
            showSizeChanger={false}
            onChange={onPage}
          />
        </Flex>
      )}
    </Flex>
  );
}

/** /space/{uid}: a user's public profile, their projects, MIDI projects and articles, and 参与的作品 (?tab&page). */
export default function SpacePage() {
  const { t } = useTranslation('site');
  const uid = Number(useParams().uid);
  const [params, setParams] = useSearchParams();
  const tab = (TABS as string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as SpaceTab)
    : 'projects';
  const page = parsePageParam(params.get('page'));
  const space = useSpace(uid);
  usePageTitle(space.data?.username);
  if (space.isLoading)
    return (
      <Card>
        <Skeleton active avatar />
      </Card>
    );
  if (!space.data)
    return <Result status="404" title={<PageHeading>404</PageHeading>} subTitle={t('space.missing')} />;
  return (
    <Flex vertical gap={16}>
      <SpaceProfileCard s={space.data} />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(k) => setParams({ tab: k, page: '1' })}
          items={TABS.map((l) => ({
            key: l,
            label: t(`space.tabs.${l}`),
            children:
              tab === l &&
              (l === 'credited' ? (
                <CreditedWorksPane uid={uid} />
              ) : (
                <SpaceListPane
                  key={l}
                  uid={uid}
                  list={l}
                  page={page}
                  onPage={(p) => setParams({ tab: l, page: String(p) })}
                />
              )),
          }))}
        />
      </Card>
    </Flex>
  );
}
