import { Spin } from 'antd';

/** What a layout shows while a page's code loads on first use (never on the first screen: see first-screen.tsx). */
export function RouteLoading() {
  return <Spin data-testid="route-loading" style={{ display: 'block', margin: '80px auto' }} />;
}
