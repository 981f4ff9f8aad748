import { Card, Flex, Typography } from 'antd';
import { HOME_LIST_SIZE } from '@vsqx/domain';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';
import { useSiteHome } from '../api/use-home';
import { CardGrid } from '../components/card-grid';
import { articleModel, projectModel, type CardModel } from '../components/item-card';
import { SearchBox } from '../components/search-box';
import { NearViewport } from '../../../components/near-viewport';

const placeholders = <CardGrid items={undefined} loading expected={HOME_LIST_SIZE} />;

/**
 * A list under a phone's first screen: built when the reader comes near it (or once the page is idle), so a cold
 * load spends its main thread on the newest cards alone (issue 19). Its placeholders are the cards' shape, so
 * nothing moves when it comes.
 */
function LaterList({
  title,
  testId,
  items,
  loading,
}: {
  title: string;
  testId: string;
  items: CardModel[] | undefined;
  loading: boolean;
}) {
  return (
    <Card title={title} data-testid={testId}>
      <NearViewport placeholder={placeholders}>
        <CardGrid items={items} loading={loading} expected={HOME_LIST_SIZE} />
      </NearViewport>
    </Card>
  );
}

/** The site home: search, newest and most popular projects, newest articles. */
export default function SiteHomePage() {
  const { t } = useTranslation('site');
  const home = useSiteHome();
  usePageTitle();
  return (
    <Flex vertical gap={24}>
      <Flex vertical align="center" gap={12} style={{ padding: '24px 0 8px' }}>
        <Typography.Title level={1} style={{ fontSize: 30, margin: 0 }}>
          {t('home.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('home.subtitle')}</Typography.Text>
        <div style={{ width: '100%', maxWidth: 560 }}>
          <SearchBox />
        </div>
      </Flex>
      <Card title={t('home.newest')} data-testid="home-newest">
        <CardGrid
          items={home.data?.newest.map(projectModel)}
          loading={home.isLoading}
          expected={HOME_LIST_SIZE}
          firstIsLargest
        />
      </Card>
      <LaterList
        title={t('home.popular')}
        testId="home-popular"
        items={home.data?.popular.map(projectModel)}
        loading={home.isLoading}
      />
      <LaterList
        title={t('home.articles')}
        testId="home-articles"
        items={home.data?.articles.map(articleModel)}
        loading={home.isLoading}
      />
    </Flex>
  );
}
