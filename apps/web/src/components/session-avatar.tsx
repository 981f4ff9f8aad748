import { Avatar } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { fileUrls } from '../lib/api';
import type { Session } from '../lib/session';

/** The signed-in user's avatar (its stored version busts the cache), or the person icon; decorative beside the name. */
export function SessionAvatar({ session, size }: { session: Session; size: 'small' | number }) {
  return (
    <Avatar
      size={size}
      alt=""
      src={
        session.avatar_exist
          ? fileUrls.avatar(session.uid, session.avatar_version ?? session.avatar_exist)
          : undefined
      }
      icon={<UserOutlined />}
    />
  );
}
