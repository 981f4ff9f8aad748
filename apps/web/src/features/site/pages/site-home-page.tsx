import { Card, Flex, Typography } from 'antd';
import { HOME_LIST_SIZE } from '@vsqx/domain';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';
import { useSiteHome } from '../api/use-home';
import { CardGrid } from '../components/card-grid';
import { articleModel, projectModel } from '../components/item-card';
import { SearchBox } from '../components/search-box';
import { NearViewport } from '../../../components/near-viewport';

const placeholders = <CardGrid items={undefined} loading expected={HOME_LIST_SIZE} />;

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
      {/* Under the first screen on a phone: built when the reader comes near them (or once the page is idle),
          so a cold load spends its main thread on the newest cards alone (issue 19). Their placeholders are
          the cards' shape, so nothing moves when they come. */}
      <Card title={t('home.popular')} data-testid="home-popular">
        <NearViewport placeholder={placeholders}>
          <CardGrid
            items={home.data?.popular.map(projectModel)}
            loading={home.isLoading}
            expected={HOME_LIST_SIZE}
          />
        </NearViewport>
      </Card>
      <Card title={t('home.articles')} data-testid="home-articles">
        <NearViewport placeholder={placeholders}>
          <CardGrid
            items={home.data?.articles.map(articleModel)}
            loading={home.isLoading}
            expected={HOME_LIST_SIZE}
          />
        </NearViewport>
      </Card>
    </Flex>
  );
}
