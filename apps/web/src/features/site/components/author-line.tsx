import { Avatar, Space, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { SITE_PATHS, type AuthorInfo } from '@vsqx/domain';
import { fileUrls } from '../../../lib/api';

/** Avatar and name linking to the user's space. */
export function AuthorLine({ author, size = 32 }: { author: AuthorInfo; size?: number }) {
  return (
    <Link to={SITE_PATHS.space(author.uid)} data-testid="author-link">
      <Space size={8}>
        <Avatar
          size={size}
          alt=""
          src={
            author.avatar_exist
              ? fileUrls.avatar(author.uid, author.avatar_version || author.avatar_exist)
              : undefined
          }
          icon={<UserOutlined />}
        />
        <Typography.Text strong>{author.username}</Typography.Text>
      </Space>
    </Link>
  );
}
