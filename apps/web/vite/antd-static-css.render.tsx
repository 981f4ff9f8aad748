/** @jsxRuntime automatic */
// Prints, as JSON, antd's styles for the components the first screens use, generated with the app's theme, as
// plain CSS (`css`), and the theme's and those components' tokens as antd's cache holds them (`seed`)
// (run by vite/antd-static-css.ts in a child process: `npx tsx vite/antd-static-css.render.tsx`).
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Alert,
  App,
  Avatar,
  Badge,
  Button,
  Card,
  Carousel,
  Col,
  ConfigProvider,
  Descriptions,
  Divider,
  Dropdown,
  Empty,
  Flex,
  Form,
  Input,
  Layout,
  Menu,
  Pagination,
  Rate,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { THEME } from '../src/app/theme';

/**
 * The components of both shells and of the pages a visitor lands on (site home, item pages, creator home), in
 * the forms those pages use them: each registers its style once, whatever its props, so one of each is enough.
 * A component missing here still works: its style is generated in the browser as before.
 */
function FirstScreens() {
  return (
    <App>
      <Layout>
        <Layout.Header />
        <Layout>
          <Layout.Sider />
          <Layout.Content>
            <Menu
              mode="inline"
              selectedKeys={['a']}
              items={[
                { key: 'a', label: 'a' },
                { key: 'b', label: 'b' },
              ]}
            />
            <Menu mode="horizontal" selectedKeys={['a']} items={[{ key: 'a', label: 'a' }]} />
            <Space>
              <Button type="primary">a</Button>
              <Button type="text">a</Button>
              <Button type="link" danger>
                a
              </Button>
              <Button>a</Button>
            </Space>
            <Space.Compact>
              <Input />
              <Button>a</Button>
            </Space.Compact>
            <Input.Search />
            <Flex gap={8}>
              <Tag color="blue">a</Tag>
              <Tag>a</Tag>
            </Flex>
            <Row gutter={8}>
              <Col span={12}>a</Col>
            </Row>
            <Card title="a" extra="a" cover={<span />} actions={[<span key="a" />]}>
              <Card.Meta title="a" description="a" />
            </Card>
            <Card loading />
            <Typography.Title level={1}>a</Typography.Title>
            <Typography.Paragraph ellipsis={{ rows: 2 }}>a</Typography.Paragraph>
            <Typography.Text type="secondary">a</Typography.Text>
            <Typography.Link href="/">a</Typography.Link>
            <Avatar>a</Avatar>
            <Badge count={1}>
              <span />
            </Badge>
            <Badge.Ribbon text="a">
              <span />
            </Badge.Ribbon>
            <Skeleton active />
            <Skeleton.Image active />
            <Skeleton.Button active />
            <Segmented options={['a', 'b']} />
            <Carousel>
              <div />
            </Carousel>
            <Empty />
            <Tooltip title="a">
              <span />
            </Tooltip>
            <Dropdown menu={{ items: [] }}>
              <span />
            </Dropdown>
            <Divider />
            <Statistic value={1} />
            <Spin />
            <Alert title="a" />
            <Descriptions items={[{ key: 'a', label: 'a', children: 'a' }]} />
            <Pagination total={20} />
            <Rate disabled value={3} />
            <Tabs items={[{ key: 'a', label: 'a', children: 'a' }]} />
            <Form layout="vertical">
              <Form.Item label="a" name="a" rules={[{ required: true }]}>
                <Input.Password />
              </Form.Item>
              {/* The project page's licence request form. */}
              <Form.Item label="b" name="b">
                <Select options={[{ value: 1, label: 'a' }]} />
              </Form.Item>
              <Form.Item label="c" name="c">
                <Input.TextArea />
              </Form.Item>
            </Form>
          </Layout.Content>
        </Layout>
        <Layout.Footer />
      </Layout>
    </App>
  );
}

const cache = createCache();
renderToString(
  <StyleProvider cache={cache}>
    <ConfigProvider theme={THEME}>
      <FirstScreens />
    </ConfigProvider>
  </StyleProvider>,
);
// The cache's entries for the theme's token (`token%…`) and each component's CSS-variable token (`cssVar%…`),
// keyed by what they are computed from (the tokens' hashes, the CSS-variable key of app/theme.ts): the app
// starts its cache with them (app/antd-cache.ts). Entity has no public iteration; extractStyle reads the same map.
const entries = (cache as unknown as { cache: Map<string, [number, unknown]> }).cache;
const seed = [...entries]
  .filter(([key]) => key.startsWith('token%') || key.startsWith('cssVar%'))
  .map(([key, [, value]]) => [key, value]);
process.stdout.write(JSON.stringify({ css: extractStyle(cache, { plain: true, types: ['style'] }), seed }));
