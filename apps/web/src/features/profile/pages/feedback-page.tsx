import { useEffect } from 'react';
import { Card, Col, Descriptions, Image, Row, Skeleton, Space, Typography } from 'antd';
import { MailOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../../lib/use-phone';
import { useFeedbackInfo } from '../api/feedback-info';
import { CopyValue } from '../components/copy-value';
import { PageHeading } from '../../../components/page-heading';

/** The site's /feedback page (反馈): contact details from the server's configuration, with copy buttons. */
export default function FeedbackPage() {
  const { t } = useTranslation('profile');
  const info = useFeedbackInfo();
  useEffect(() => {
    document.title = `${t('feedback.title')} - ${t('common:siteName')}`;
  }, [t]);
  // A phone has no room for a 200 px label column beside the value: the label goes above it.
  const phone = usePhone();
  return (
    <Card
      title={<PageHeading>{t('feedback.title')}</PageHeading>}
      style={{ maxWidth: 880, margin: '0 auto' }}
      data-testid="feedback-page"
    >
      <Typography.Paragraph>{t('feedback.intro')}</Typography.Paragraph>
      {!info.data ? (
        <Skeleton active />
      ) : (
        <Row gutter={[32, 24]} align="middle">
          <Col xs={24} md={17}>
            <Descriptions
              column={1}
              bordered
              layout={phone ? 'vertical' : 'horizontal'}
              styles={{ label: { width: 200, whiteSpace: 'nowrap' } }}
              items={[
                {
                  key: 'group',
                  label: (
                    <Space>
                      <TeamOutlined />
                      {t('feedback.group')}
                    </Space>
                  ),
                  children: <CopyValue value={info.data.group} testId="feedback-group" />,
                },
                {
                  key: 'email',
                  label: (
                    <Space>
                      <MailOutlined />
                      {t('feedback.email')}
                    </Space>
                  ),
                  children: <CopyValue value={info.data.email} testId="feedback-email" />,
                },
              ]}
            />
          </Col>
          <Col xs={24} md={7} style={{ textAlign: 'center' }}>
            <Image
              src={info.data.image}
              alt={t('feedback.imageAlt')}
              width={180}
              preview={false}
              data-testid="feedback-image"
            />
          </Col>
        </Row>
      )}
    </Card>
  );
}
