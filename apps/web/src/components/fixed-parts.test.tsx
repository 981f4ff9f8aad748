import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { Tag } from 'antd';
// antd's ES modules, as the build imports them (vite/barrel-imports.ts): Col reads the row's gutter from the
// same RowContext module that FixedRow provides (`antd` itself resolves to the CommonJS copy under Node).
import Col from 'antd/es/grid/col';
import Row from 'antd/es/grid/row';
import Descriptions from 'antd/es/descriptions';
import { FixedRow } from './fixed-row';
import { FixedDescriptions } from './fixed-descriptions';

/** Answers every `(min-width: …)` query as a screen `width` px wide (antd's breakpoints use the same queries). */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (q: string) => {
    const min = /min-width:\s*(\d+)px/.exec(q);
    const max = /max-width:\s*([\d.]+)px/.exec(q);
    return {
      matches: (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])),
      media: q,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    };
  });
}

const html = (ui: React.ReactElement) => {
  const { container, unmount } = render(ui);
  const out = container.innerHTML;
  unmount();
  return out;
};

const ITEMS = [
  { key: 'a', label: 'A', children: 'one' },
  { key: 'b', label: 'B', children: <Tag>two</Tag> },
  { key: 'c', label: 'C', children: 'three' },
  { key: 'd', label: 'D', span: 2, children: 'four' },
  { key: 'e', label: 'E', span: 2, children: 'five' },
];

describe("the first screen's stand-ins for antd's responsive parts", () => {
  it('FixedRow renders what Row renders, its columns padded by the same gutter', () => {
    screenWidth(412);
    const cols = [1, 2, 3].map((i) => (
      <Col key={i} xs={12} md={6}>
        {i}
      </Col>
    ));
    expect(html(<FixedRow gutter={[16, 16]}>{cols}</FixedRow>)).toBe(
      html(<Row gutter={[16, 16]}>{cols}</Row>),
    );
    expect(html(<FixedRow gutter={12}>{cols}</FixedRow>)).toBe(html(<Row gutter={12}>{cols}</Row>));
  });

  it('FixedDescriptions renders the table Descriptions renders, one column on a phone and two from sm up', () => {
    for (const width of [412, 800]) {
      screenWidth(width);
      const ours = html(<FixedDescriptions column={{ xs: 1, sm: 2 }} items={ITEMS} data-testid="facts" />);
      expect(ours).toBe(
        html(
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered items={ITEMS} data-testid="facts" />,
        ),
      );
      expect(ours.match(/<tr/g)).toHaveLength(width < 576 ? 5 : 3);
    }
  });
});
