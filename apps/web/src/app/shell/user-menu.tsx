import { Button, Dropdown } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SITE_PATHS, type accountEndpoints } from '@vsqx/domain';
import { callAt } from '../../lib/api';
import { SessionAvatar } from '../../components/session-avatar';
import { clearSession, type Session } from '../../lib/session';
import { AfterFirstScreen, useEarlyMenu } from '../after-first-screen';

/** The avatar and name with the personal-space and log-out entries; `compact` (phones) shows the avatar only and opens on tap. */
export function UserMenu({ session, compact = false }: { session: Session; compact?: boolean }) {
  const { t } = useTranslation();
  const { menu, early } = useEarlyMenu();
  const logout = async () => {
    // The shell is in every first screen: the endpoint is named as a type only (docs/adding-an-endpoint.md).
    await callAt<typeof accountEndpoints.logout>(
      { method: 'POST', path: '/api/auth/logout' },
      {},
      { silent: true },
    ).catch(() => undefined);
    clearSession();
    window.location.assign(SITE_PATHS.login());
  };
  return (
    // The menu's trigger mounts after the first screen (app/after-first-screen.tsx). Click (Enter / Space on
    // the focused trigger) opens it too, so the menu is reachable by keyboard.
    <AfterFirstScreen
      wrap={(button) => (
        <Dropdown
          {...menu}
          trigger={['hover', 'click']}
          menu={{
            items: [
              {
                key: 'space',
                icon: <UserOutlined />,
                label: (
                  <a href={SITE_PATHS.space(session.uid)} target="_blank" rel="noreferrer">
                    {t('personalSpace')}
                  </a>
                ),
              },
              { key: 'logout', icon: <LogoutOutlined />, label: t('logout'), onClick: () => void logout() },
            ],
          }}
        >
          {button}
        </Dropdown>
      )}
    >
      {/* The avatar as the button's icon: a button without one mounts antd's loading motion, which sets state on mount. */}
      <Button
        type="text"
        style={{ paddingInline: 4, width: 'auto' }}
        aria-haspopup="menu"
        data-testid="user-menu"
        onClick={early}
        aria-label={compact ? session.username : undefined}
        icon={<SessionAvatar session={session} size="small" />}
      >
        {!compact && <span>{session.username}</span>}
      </Button>
    </AfterFirstScreen>
  );
}
