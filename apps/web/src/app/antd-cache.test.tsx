import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { Button, Card, ConfigProvider, Layout, Menu, Typography } from 'antd';
import { THEME } from './theme';

/** The cache keys of antd's tokens (`token%…`, `cssVar%…`) in a cache. */
const tokenKeys = (cache: ReturnType<typeof createCache>) =>
  [...(cache as unknown as { cache: Map<string, unknown> }).cache.keys()].filter((k) =>
    /^(token|cssVar)%/.test(k),
  );

describe("antd's cache started with the build's tokens (app/antd-cache.ts)", () => {
  it('holds the keys the app computes for its theme, so the browser finds them instead of deriving them', () => {
    // What the build writes (vite/antd-static-css.ts runs the same script, in production mode).
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, '../../vite/antd-static-css.render.tsx')],
      {
        cwd: path.join(import.meta.dirname, '../..'),
        env: { ...process.env, NODE_ENV: 'production' },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const seed = new Set((JSON.parse(out) as { seed: [string, unknown][] }).seed.map(([key]) => key));
    expect([...seed].filter((k) => k.startsWith('token%'))).toHaveLength(1);

    // A render here, in another React root (its own ids) and mode, as the app renders its theme.
    const cache = createCache();
    render(
      <StyleProvider cache={cache}>
        <ConfigProvider theme={THEME}>
          <Layout>
            <Menu items={[{ key: 'a', label: 'a' }]} />
            <Card title="a">
              <Typography.Text>a</Typography.Text>
              <Button type="primary">a</Button>
            </Card>
          </Layout>
        </ConfigProvider>
      </StyleProvider>,
    );
    const computed = tokenKeys(cache);
    expect(computed.length).toBeGreaterThan(5);
    expect(computed.filter((k) => !seed.has(k))).toEqual([]);
  });
});
