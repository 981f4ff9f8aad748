import { useState, type ReactNode } from 'react';
import { Button, Drawer } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * The phone navigation of both shells: a menu button that opens a drawer from the left. `children` gets
 * `close`, so an entry that navigates inside the app can shut the drawer behind it.
 */
export function NavDrawer({ title, children }: { title: string; children: (close: () => void) => ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        type="text"
        icon={<MenuOutlined />}
        aria-label={t('menu')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="nav-menu-button"
      />
      <Drawer placement="left" size={280} open={open} onClose={close} title={title} styles={{ body: { padding: 0 } }}>
        <div data-testid="nav-drawer">{children(close)}</div>
      </Drawer>
    </>
  );
}
