import { Avatar, Flex, Tooltip, Typography } from 'antd';
import { CommentOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatRelativeTime, SITE_PATHS, type SquarePost } from '@vsqx/domain';
import { MentionText } from '../../../components/mention-text';
import { fileUrls } from '../../../lib/api';
import { useLang } from '../../../lib/i18n';
import { ListRow } from '../../../components/row-list/list-row';

/** One square post: author, time, text with mentions, and its comment count linking to the post. */
export function SquarePostItem({ post, linked = true }: { post: SquarePost; linked?: boolean }) {
  const { t } = useTranslation('site');
  const lang = useLang();
  return (
    <ListRow
      data-testid="square-post"
      actions={[
        <Link key="c" to={SITE_PATHS.squarePost(post.id)} data-testid="square-post-link">
          <CommentOutlined /> {t('square.comments', { count: post.comment_num })}
        </Link>,
      ]}
      avatar={
        <Link to={SITE_PATHS.space(post.uid)}>
          <Avatar
            alt={post.username}
            src={
              post.avatar_exist
                ? fileUrls.avatar(post.uid, post.avatar_version || post.avatar_exist)
                : undefined
            }
            icon={<UserOutlined />}
          />
        </Link>
      }
      title={
        <Flex gap={8} align="baseline">
          <Link to={SITE_PATHS.space(post.uid)}>{post.username}</Link>
          <Tooltip title={formatDateTime(post.created_at)}>
            <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
              {formatRelativeTime(post.created_at, lang)}
            </Typography.Text>
          </Tooltip>
        </Flex>
      }
      description={
        linked ? (
          <Link to={SITE_PATHS.squarePost(post.id)}>
            <Typography.Text>
              <MentionText text={post.text} />
            </Typography.Text>
          </Link>
        ) : (
          <Typography.Text style={{ fontSize: 16 }}>
            <MentionText text={post.text} />
          </Typography.Text>
        )
      }
    />
  );
}
