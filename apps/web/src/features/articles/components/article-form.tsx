import { useState } from 'react';
import { Button, Col, Flex, Form, Input, Row, Select, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ARTICLE_TYPES,
  articleContentSchema,
  articleTitleSchema,
  LIMITS,
  msg,
  SITE_PATHS,
  type ArticleDetail,
} from '@vsqx/domain';
import { CoverPicker } from '../../../components/cover-picker';
import { toast } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { useLang } from '../../../lib/i18n';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { DraftNotice, useFormDraft } from '../../../lib/form-draft';
import { getSession } from '../../../lib/session';
import { articleKeys } from '../api/keys';
import { submitArticle, updateArticle, type ArticleForm as ArticleFormBody } from '../api/save-article';
import { uploadArticleImage } from '../api/upload-image';
import { DEFAULT_ARTICLE_COVER } from './article-card';
import { ArticleSourceFields } from './article-source-fields';
import { MarkdownField } from './markdown-field';
import {
  PublicationFields,
  publicationBody,
  publicationValuesOf,
  type PublicationValues,
} from '../../../components/visibility/publication-fields';

type Values = Omit<ArticleFormBody, 'article_html' | 'article_cover' | 'visibility' | 'publish_at'> &
  Partial<PublicationValues>;

interface Props {
  mode: 'create' | 'edit';
  /** The article being edited (edit mode). */
  article?: ArticleDetail;
}

const NEW_ARTICLE: Values = {
  article_title: '',
  article_type: 1,
  article_author_type: 1,
  article_author_name: '',
  article_link: '',
  article_agreement: 1,
  article_md: '',
};

/**
 * The article form shared by the creator centre's edit page and the site's upload page: cover (cropped
 * to 600x378), title with counter, type, source, licence for originals, Markdown content. The browser
 * checks with the shared schemas; the server checks again and renders the stored HTML itself.
 */
export function ArticleForm({ mode, article }: Props) {
  const { t } = useTranslation('articles');
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  // Who sees it and when (DESIGN §8): the edit answer carries visibility and publish_at.
  const initial: Values = {
    ...NEW_ARTICLE,
    ...article,
    ...publicationValuesOf((article ?? {}) as Parameters<typeof publicationValuesOf>[0]),
  };
  const [cover, setCover] = useState(article?.article_cover ?? '');
  const qc = useQueryClient();
  const navigate = useNavigate();
  const unsaved = useUnsavedChanges();
  // Draft protection (issue 21): per article, a new one per user. The cover is an upload, not kept.
  const draft = useFormDraft(
    form,
    article ? `article:${article.article_id}` : `article:new:${getSession()?.uid ?? 0}`,
  );
  const onEdited = () => {
    unsaved.markDirty();
    draft.save();
  };

  const coverUpload = useMutation({
    mutationFn: (blob: Blob) => uploadArticleImage(blob, 'cover', 'cover.jpg'),
    onSuccess: (url) => {
      setCover(url);
      unsaved.markDirty();
    },
    onError: (err) => toast.error(err.message || t('edit.coverFailed')),
  });

  // Pending until the lists are refreshed and the toast shown (onSuccess is awaited), as the button shows.
  const save = useMutation({
    /** Answers the new article's id; undefined after saving an existing one. */
    mutationFn: async (body: ArticleFormBody): Promise<number | undefined> => {
      if (mode === 'edit' && article) {
        await updateArticle(article.article_id, body);
        return undefined;
      }
      return submitArticle(body);
    },
    onSuccess: async (id) => {
      unsaved.clear();
      draft.clear();
      if (id === undefined) {
        await qc.invalidateQueries({ queryKey: articleKeys.all });
        toast.success(msg('articleUpdated', lang));
      } else {
        await qc.invalidateQueries({ queryKey: articleKeys.lists() });
        toast.success(msg('articleCreated', lang));
        navigate(SITE_PATHS.article(id));
      }
    },
    // Spec §8: a failed article submit is a toast, and the button works again.
    onError: (err) => toast.error(err.message || msg('serverError', lang)),
  });

  function onFinish() {
    // Every field, mounted or not (the repost fields hide for originals; the server drops them then).
    const v = { ...initial, ...(form.getFieldsValue(true) as Partial<Values>) };
    save.mutate({
      article_title: v.article_title,
      article_type: v.article_type,
      article_author_type: v.article_author_type,
      article_author_name: v.article_author_name ?? '',
      article_link: v.article_link ?? '',
      article_agreement: v.article_agreement,
      article_md: v.article_md ?? '',
      article_html: '',
      article_cover: cover,
      ...publicationBody(v as Partial<PublicationValues>),
    });
  }

  const saving = save.isPending;
  const coverBusy = coverUpload.isPending;
  const busy = saving || coverBusy;
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={onFinish}
      onValuesChange={onEdited}
      data-testid="article-form"
      requiredMark={false}
    >
      <DraftNotice draft={draft} />
      <Row gutter={24}>
        <Col xs={24} lg={10}>
          <Form.Item label={t('edit.cover')}>
            <CoverPicker
              src={cover || DEFAULT_ARTICLE_COVER}
              aspect={LIMITS.coverRatio}
              output={LIMITS.articleCover}
              dialogTitle={t('edit.coverDialog')}
              onCropped={(b) => coverUpload.mutate(b)}
              hint={
                <Typography.Text type="secondary">
                  {coverBusy ? t('edit.coverUploading') : t('edit.coverHint')}
                </Typography.Text>
              }
              testId="article-cover-picker"
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={14}>
          <Form.Item
            name="article_title"
            label={t('edit.articleTitle')}
            rules={[zodRule(articleTitleSchema, lang)]}
          >
            <Input
              maxLength={LIMITS.articleTitleMax}
              showCount
              placeholder={t('edit.titlePlaceholder')}
              data-testid="article-title-input"
            />
          </Form.Item>
          <Form.Item name="article_type" label={t('edit.type')}>
            <Select
              data-testid="article-type"
              options={ARTICLE_TYPES.map((o) => ({ value: o.value, label: o.label[lang] }))}
              style={{ maxWidth: 280 }}
            />
          </Form.Item>
        </Col>
      </Row>
      <ArticleSourceFields />
      <Form.Item name="article_md" label={t('edit.content')} rules={[zodRule(articleContentSchema, lang)]}>
        <MarkdownField />
      </Form.Item>
      <PublicationFields />
      <Flex gap={12} align="center">
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={saving}
          disabled={busy}
          data-testid="article-submit"
        >
          {mode === 'edit'
            ? saving
              ? t('edit.submitting')
              : t('edit.submit')
            : saving
              ? t('edit.creating')
              : t('edit.create')}
        </Button>
        {article && (
          <Button
            icon={<ExportOutlined />}
            href={SITE_PATHS.article(article.article_id)}
            target="_blank"
            data-testid="article-view-link"
          >
            {t('edit.view')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
