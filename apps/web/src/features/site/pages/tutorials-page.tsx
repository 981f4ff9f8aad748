import { useEffect } from 'react';
import { Card, Col, Empty, Menu, Row, Skeleton, Typography } from 'antd';
import { ReadOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, SITE_PATHS } from '@vsqx/domain';
import { useTutorialDoc, useTutorialDocs } from '../../suggestions/api/use-tutorial-docs';
import { RichHtml } from '../../suggestions/components/rich-html';
import { SuggestForm } from '../../suggestions/components/suggest-form';
import { MySuggestions } from '../../suggestions/components/my-suggestions';
import { PageHeading } from '../../../components/page-heading';

/** /v_course and /v_course/:docId: the tutorial documents, each readable, with a suggestion form. */
export default function TutorialsPage() {
  const { t } = useTranslation('tutorials');
  const navigate = useNavigate();
  const { docId } = useParams();
  const docs = useTutorialDocs();
  const parsed = Number(docId);
  const selectedId = Number.isInteger(parsed) && parsed > 0 ? parsed : docs.data?.[0]?.id;
  const doc = useTutorialDoc(selectedId);

  useEffect(() => {
    document.title = `${doc.data?.title ?? t('title')} - ${t('common:siteName')}`;
  }, [doc.data, t]);

  return (
    <Row gutter={[24, 24]} data-testid="tutorials-page">
      <Col xs={24} md={7} lg={6}>
        <Card
          title={
            <PageHeading>
              <ReadOutlined /> {t('title')}
            </PageHeading>
          }
          styles={{ body: { padding: 8 } }}
        >
          {docs.isLoading ? (
            <Skeleton active />
          ) : (
            <Menu
              mode="inline"
              style={{ borderInlineEnd: 'none' }}
              selectedKeys={selectedId ? [String(selectedId)] : []}
              onClick={(e) => navigate(`${SITE_PATHS.vCourse()}/${e.key}`)}
              items={(docs.data ?? []).map((d) => ({
                key: String(d.id),
                label: <span data-testid="doc-link">{d.title}</span>,
              }))}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} md={17} lg={18}>
        {doc.isError ? (
          <Card>
            <Empty description={t('notFound')} />
          </Card>
        ) : (
          <Card
            data-testid="tutorial-doc"
            loading={doc.isLoading || !doc.data}
            title={
              <Typography.Title level={2} style={{ fontSize: 24, margin: '12px 0' }} data-testid="doc-title">
                {doc.data?.title}
              </Typography.Title>
            }
            extra={
              doc.data && (
                <Typography.Text type="secondary">
                  {t('updated', { time: formatDateTime(doc.data.updated_at) })}
                </Typography.Text>
              )
            }
          >
            {doc.data && <RichHtml html={doc.data.content_html} testId="doc-html" />}
          </Card>
        )}
        {selectedId && !doc.isError && (
          <Card title={t('form.title')} style={{ marginTop: 24 }} data-testid="suggest-card">
            <Typography.Paragraph type="secondary">{t('form.intro')}</Typography.Paragraph>
            <SuggestForm docId={selectedId} />
            <MySuggestions docId={selectedId} />
          </Card>
        )}
      </Col>
    </Row>
  );
}
