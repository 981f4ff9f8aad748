import { useState } from 'react';
import { Avatar, Button, Card, Empty, Flex, Form, Pagination, Tag, Tooltip, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  commentEndpoints,
  commentTextSchema,
  formatDateTime,
  formatRelativeTime,
  LIMITS,
  SITE_PATHS,
  type CommentItem,
  type CommentScene,
} from '@vsqx/domain';
import { call, fileUrls } from '../lib/api';
import { toast } from '../lib/feedback';
import { zodRule } from '../lib/form-rules';
import { useSession } from '../lib/session';
import { useUnsavedChanges } from '../lib/unsaved-changes';
import { MentionInput } from './mention-input';
import { MentionText } from './mention-text';
import { ListRow } from './row-list/list-row';
import { RowList } from './row-list/row-list';
import { useLang } from '../lib/i18n';

interface Props {
  /** 1 project, 2 article, 3 square post, 4 MIDI project. */
  scene: CommentScene;
  projectId: number;
  /** The item's owner, marked in the list. */
  ownerUid: number;
}

const commentKeys = {
  page: (scene: number, id: number, page: number) => ['comments', scene, id, page] as const,
};

/**
 * Comments of a project, article or square post: newest first, 10 per page, replies and @mentions
 * (usernames offered while typing). Posting needs a login; reading does not.
 */
export function CommentsSection({ scene, projectId, ownerUid }: Props) {
  const { t } = useTranslation('site');
  const lang = useLang();
  const session = useSession();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [replyTo, setReplyTo] = useState<CommentItem | null>(null);
  const [form] = Form.useForm<{ text: string }>();
  const unsaved = useUnsavedChanges();

  const list = useQuery({
    queryKey: commentKeys.page(scene, projectId, page),
    queryFn: async ({ signal }) => {
      const env = await call(
        commentEndpoints.list,
        { query: { scene, project_id: projectId, page } },
        { signal, silent: true },
      );
      return { rows: env.data, total: env.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });

  const post = useMutation({
    mutationFn: async (text: string) =>
      call(commentEndpoints.create, {
        body: { scene, project_id: projectId, text, reply_to: replyTo?.id ?? null },
      }),
    onSuccess: (env) => {
      toast.success(env.message);
      form.resetFields();
      unsaved.clear();
      setReplyTo(null);
      setPage(1);
      // The list, and the item's comment count wherever its page keeps it (project, article, post).
      void qc.invalidateQueries();
    },
  });

  const total = list.data?.total ?? 0;
  return (
    <Card title={t('comments.title', { count: total })} data-testid="comments-section">
      {session ? (
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) => post.mutate(v.text.trim())}
          onValuesChange={unsaved.markDirty}
          requiredMark={false}
        >
          {replyTo && (
            <Tag
              closable
              onClose={() => setReplyTo(null)}
              style={{ marginBottom: 8 }}
              data-testid="replying-to"
            >
              {t('comments.replyingTo', { name: replyTo.username })}
            </Tag>
          )}
          <Form.Item name="text" rules={[zodRule(commentTextSchema, lang)]} style={{ marginBottom: 8 }}>
            <MentionInput
              rows={3}
              placeholder={t('comments.placeholder')}
              maxLength={LIMITS.commentMax}
              data-testid="comment-input"
            />
          </Form.Item>
          <Flex justify="space-between" align="center">
            <Typography.Text type="secondary">{t('comments.mentionHint')}</Typography.Text>
            <Button type="primary" htmlType="submit" loading={post.isPending} data-testid="comment-submit">
              {t('comments.submit')}
            </Button>
          </Flex>
        </Form>
      ) : (
        <Typography.Paragraph type="secondary">
          <Link to={SITE_PATHS.login(window.location.pathname)}>{t('comments.loginFirst')}</Link>
        </Typography.Paragraph>
      )}
      <RowList
        loading={list.isLoading}
        items={list.data?.rows ?? []}
        rowKey={(c) => c.id}
        empty={<Empty description={t('comments.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />}
        renderRow={(c) => (
          <ListRow
            data-testid="comment-item"
            actions={
              session
                ? [
                    <Button
                      key="reply"
                      type="link"
                      size="small"
                      onClick={() => setReplyTo(c)}
                      data-testid="comment-reply"
                    >
                      {t('comments.reply')}
                    </Button>,
                  ]
                : []
            }
            avatar={
              <Link to={SITE_PATHS.space(c.uid)}>
                <Avatar
                  alt={c.username}
                  src={
                    c.avatar_exist ? fileUrls.avatar(c.uid, c.avatar_version || c.avatar_exist) : undefined
                  }
                  icon={<UserOutlined />}
                />
              </Link>
            }
            title={
              <Flex gap={8} align="center" wrap>
                <Link to={SITE_PATHS.space(c.uid)}>{c.username}</Link>
                {c.uid === ownerUid && <Tag color="cyan">{t('comments.owner')}</Tag>}
                <Tooltip title={formatDateTime(c.created_at)}>
                  <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
                    {formatRelativeTime(c.created_at, lang)}
                  </Typography.Text>
                </Tooltip>
              </Flex>
            }
            description={
              <Typography.Text>
                {c.reply_to_name && (
                  <Typography.Text type="secondary">
                    {t('comments.replyPrefix', { name: c.reply_to_name })}
                  </Typography.Text>
                )}
                <MentionText text={c.text} />
              </Typography.Text>
            }
          />
        )}
      />
      {total > LIMITS.pageSize && (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Pagination
            current={page}
            pageSize={LIMITS.pageSize}
            total={total}
            onChange={setPage}
            showSizeChanger={false}
          />
        </Flex>
      )}
    </Card>
  );
}
