import { useEffect, useRef, useState } from 'react';
import { Avatar, Mentions, Space } from 'antd';
import type { MentionsProps } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { UserSuggestion, siteEndpoints } from '@vsqx/domain';
import { callAt, fileUrls } from '../lib/api';

/** How long typing must pause before usernames are looked up. */
const SEARCH_DELAY_MS = 200;

/**
 * A text box where `@` offers usernames (GET /api/app/users?prefix=). The value stays plain text, so the
 * server finds the mentions the same way whatever typed them. Only for logged-in users (the lookup needs
 * a token).
 */
export function MentionInput(props: Omit<MentionsProps, 'options' | 'onSearch' | 'loading'>) {
  const [users, setUsers] = useState<UserSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef('');
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const onSearch = (text: string) => {
    latest.current = text;
    if (timer.current) clearTimeout(timer.current);
    setLoading(true);
    timer.current = setTimeout(() => void search(text), SEARCH_DELAY_MS);
  };

  const search = async (text: string) => {
    try {
      // On the square and comment boxes of first screens: the endpoint is named as a type only.
      const env = await callAt<typeof siteEndpoints.users>(
        { method: 'GET', path: '/api/app/users' },
        { query: { prefix: text } },
        { silent: true },
      );
      if (latest.current === text) setUsers(env.data);
    } catch {
      setUsers([]);
    } finally {
      if (latest.current === text) setLoading(false);
    }
  };

  return (
    <Mentions
      {...props}
      loading={loading}
      onSearch={onSearch}
      options={users.map((u) => ({
        key: String(u.uid),
        value: u.username,
        label: (
          <Space size={6}>
            <Avatar
              size={20}
              alt=""
              src={u.avatar_exist ? fileUrls.avatar(u.uid, u.avatar_exist) : undefined}
              icon={<UserOutlined />}
            />
            {u.username}
          </Space>
        ),
      }))}
    />
  );
}
