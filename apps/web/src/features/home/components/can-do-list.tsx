import { Card, Flex, theme } from 'antd';
import {
  AuditOutlined,
  BarChartOutlined,
  EditOutlined,
  ProfileOutlined,
  SmileOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { creatorPath } from '@vsqx/domain';

/** What the creator can do here (spec §2 "Home"), each a way into the matching page. */
const ITEMS = [
  { key: 'viewData', icon: <BarChartOutlined />, to: creatorPath.home() },
  { key: 'editProjects', icon: <EditOutlined />, to: creatorPath.projects() },
  { key: 'uploadTemplate', icon: <ProfileOutlined />, to: creatorPath.info() },
  { key: 'authorizations', icon: <AuditOutlined />, to: creatorPath.myRequests() },
  { key: 'avatar', icon: <SmileOutlined />, to: creatorPath.avatar() },
] as const;

/**
 * A plain list drawn like antd's List: List brought Pagination, Select and Empty (~36 KB compressed) into the
 * creator home's load, and its item titles are h4 headings under the page's h1 (axe's heading-order).
 */
export function CanDoList() {
  const { t } = useTranslation('home');
  const { token } = theme.useToken();
  return (
    <Card title={t('canDo.title')} data-testid="can-do">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {ITEMS.map((item, i) => (
          <li
            key={item.key}
            style={{ padding: '12px 0', borderTop: i ? `1px solid ${token.colorSplit}` : undefined }}
          >
            <Flex gap={16} align="flex-start">
              <span
                style={{ fontSize: 16, lineHeight: token.lineHeight, color: token.colorText }}
                aria-hidden
              >
                {item.icon}
              </span>
              <div style={{ minWidth: 0 }}>
                <Link to={item.to} style={{ fontWeight: 500 }}>
                  {t(`canDo.${item.key}`)}
                </Link>
                <div style={{ color: token.colorTextSecondary }}>{t(`canDo.${item.key}Desc`)}</div>
              </div>
            </Flex>
          </li>
        ))}
      </ul>
    </Card>
  );
}
