import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ARTICLE_AGREEMENTS,
  ARTICLE_AUTHOR_TYPES,
  articleAuthorSchema,
  articleLinkSchema,
  LIMITS,
} from '@vsqx/domain';
import { zodRule } from '../../../lib/form-rules';
import { useLang } from '../../../lib/i18n';

/**
 * Where the article comes from: original or repost. A repost names its original author and link; the
 * licence selector shows only for originals (spec §2 "Article edit").
 */
export function ArticleSourceFields() {
  const { t } = useTranslation('articles');
  const lang = useLang();
  const form = Form.useFormInstance();
  const authorType = Form.useWatch('article_author_type', form) as number | undefined;
  return (
    <>
      <Form.Item name="article_author_type" label={t('edit.authorType')}>
        <Radio.Group
          data-testid="article-author-type"
          optionType="button"
          buttonStyle="solid"
          options={ARTICLE_AUTHOR_TYPES.map((o) => ({ value: o.value, label: o.label[lang] }))}
        />
      </Form.Item>
      {authorType === 2 ? (
        <>
          <Form.Item
            name="article_author_name"
            label={t('edit.authorName')}
            rules={[zodRule(articleAuthorSchema, lang)]}
          >
            <Input
              maxLength={LIMITS.articleAuthorMax}
              showCount
              placeholder={t('edit.authorNamePlaceholder')}
              data-testid="article-author-name"
            />
          </Form.Item>
          <Form.Item name="article_link" label={t('edit.link')} rules={[zodRule(articleLinkSchema, lang)]}>
            <Input
              maxLength={LIMITS.articleLinkMax}
              placeholder={t('edit.linkPlaceholder')}
              data-testid="article-link"
            />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="article_agreement" label={t('edit.agreement')}>
          <Radio.Group
            data-testid="article-agreement"
            options={ARTICLE_AGREEMENTS.map((o) => ({ value: o.value, label: o.label[lang] }))}
          />
        </Form.Item>
      )}
    </>
  );
}
