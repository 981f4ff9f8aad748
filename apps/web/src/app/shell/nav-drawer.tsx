import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** antd's Drawer (~5 KB compressed) is fetched on the first tap of the menu button, not in every first load. */
const Drawer = lazy(() => import('antd/es/drawer'));

/**
 * The phone navigation of both shells: a menu button that opens a drawer from the left. `children` gets
 * `close`, so an entry that navigates inside the app can shut the drawer behind it.
 */
export function NavDrawer({
  title,
  children,
}: {
  title: string;
  children: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so later closings still animate.
  const [used, setUsed] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        type="text"
        icon={<MenuOutlined />}
        aria-label={t('menu')}
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="nav-menu-button"
      />
      {used && (
        <Suspense fallback={null}>
          <Drawer
            placement="left"
            size={280}
            open={open}
            onClose={close}
            title={title}
            styles={{ body: { padding: 0 } }}
          >
            <div data-testid="nav-drawer">{children(close)}</div>
          </Drawer>
        </Suspense>
      )}
    </>
  );
}
