import { startTransition, useEffect, useState } from 'react';
import { Card, Flex, Typography } from 'antd';
import { HOME_LIST_SIZE } from '@vsqx/domain';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';
import { useSiteHome } from '../api/use-home';
import { CardGrid } from '../components/card-grid';
import { articleModel, projectModel } from '../components/item-card';
import { SearchBox } from '../components/search-box';

/**
 * False for the first render, true once it has painted. The lists under the first screen render then, in a
 * transition: the first paint (the newest cards, the largest of them Lighthouse's LCP element) no longer waits
 * for 16 more cards to be built, which on a phone's CPU was most of the first render (issue 19). Until then
 * they hold their card-shaped placeholders, so nothing moves when they come.
 */
function useAfterFirstPaint() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // requestAnimationFrame runs just before the paint; a timeout from there runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** The site home: search, newest and most popular projects, newest articles. */
export default function SiteHomePage() {
  const { t } = useTranslation('site');
  const home = useSiteHome();
  const rest = useAfterFirstPaint();
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
      <Card title={t('home.popular')} data-testid="home-popular">
        <CardGrid
          items={rest ? home.data?.popular.map(projectModel) : undefined}
          loading={home.isLoading || !rest}
          expected={HOME_LIST_SIZE}
        />
      </Card>
      <Card title={t('home.articles')} data-testid="home-articles">
        <CardGrid
          items={rest ? home.data?.articles.map(articleModel) : undefined}
          loading={home.isLoading || !rest}
          expected={HOME_LIST_SIZE}
        />
      </Card>
    </Flex>
  );
}
