import { List } from 'antd';
import { AuditOutlined, BarChartOutlined, EditOutlined, ProfileOutlined, SmileOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** What the creator can do here (spec §2 "Home"), each a way into the matching page. */
const ITEMS = [
  { key: 'viewData', icon: <BarChartOutlined />, to: '/home' },
  { key: 'editProjects', icon: <EditOutlined />, to: '/content?page=1' },
  { key: 'uploadTemplate', icon: <ProfileOutlined />, to: '/info' },
  { key: 'authorizations', icon: <AuditOutlined />, to: '/apply' },
  { key: 'avatar', icon: <SmileOutlined />, to: '/avatar' },
] as const;

/** The list itself; antd's List brings Pagination and Select along, so CanDoList loads it lazily. */
export default function CanDoItems() {
  const { t } = useTranslation('home');
  return (
    <List
      dataSource={[...ITEMS]}
      renderItem={(item) => (
        <List.Item>
          <List.Item.Meta avatar={item.icon} title={<Link to={item.to}>{t(`canDo.${item.key}`)}</Link>} description={t(`canDo.${item.key}Desc`)} />
        </List.Item>
      )}
    />
  );
}
