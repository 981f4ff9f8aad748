import { useState } from 'react';
import { Card, Col, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { SessionAvatar } from '../../../components/session-avatar';
import { HomeCarousel } from '../components/home-carousel';
import { DataOverview } from '../components/data-overview';
import { FirstVisitNotice } from '../components/first-visit-notice';
import { CanDoList } from '../components/can-do-list';
import { TrendSlot } from '../components/trend-slot';
import { TodoCard } from '../components/todo-card';
import { FixedRow } from '../../../components/fixed-row';

export default function HomePage() {
  const { t } = useTranslation('home');
  const session = useSession()!;
  const [kind, setKind] = useState<'vsqx' | 'midi'>('vsqx');
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={16}>
      <FirstVisitNotice />
      <FixedRow gutter={16}>
        <Col xs={24} lg={16}>
          <HomeCarousel />
        </Col>
        <Col xs={24} lg={8}>
          <Card style={{ height: '100%' }} data-testid="welcome-card">
            {/* Card.Meta rather than Typography: Typography brings its editing TextArea into the first load. */}
            <Card.Meta
              avatar={<SessionAvatar session={session} size={64} />}
              title={t('welcome', { name: session.username })}
              description={t('welcomeSub')}
              styles={{
                root: { alignItems: 'center', margin: 0 },
                section: { minWidth: 0 },
                title: {
                  fontSize: token.fontSizeHeading4,
                  lineHeight: token.lineHeightHeading4,
                  marginBottom: 0,
                  whiteSpace: 'normal',
                },
              }}
            />
          </Card>
        </Col>
      </FixedRow>
      <TodoCard />
      <DataOverview onKindChange={setKind} />
      <TrendSlot kind={kind} />
      <CanDoList />
    </Flex>
  );
}
