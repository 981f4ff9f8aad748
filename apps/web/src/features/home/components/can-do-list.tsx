import { lazy, Suspense } from 'react';
import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/** Below the fold: its list code loads beside the page instead of before it. */
const CanDoItems = lazy(() => import('./can-do-items'));

export function CanDoList() {
  const { t } = useTranslation('home');
  return (
    <Card title={t('canDo.title')} data-testid="can-do">
      <Suspense fallback={<Skeleton active avatar paragraph={{ rows: 4 }} />}>
        <CanDoItems />
      </Suspense>
    </Card>
  );
}
