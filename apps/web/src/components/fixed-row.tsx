import { useContext, useMemo, type HTMLAttributes } from 'react';
import { ConfigProvider } from 'antd';
import RowContext from 'antd/es/grid/RowContext';
import { useRowStyle } from 'antd/es/grid/style';

/**
 * antd's `Row` for a gutter that does not change with the screen: the same element, classes and context for
 * its `Col`s (whose spans are CSS media queries), without the breakpoint subscription. `Row` subscribes in a
 * layout effect that always updates once on mount: in the first screen that synchronous update makes React
 * flush the commit's passive effects and render the row's every column again in the same task (issue 19).
 */
export function FixedRow({
  gutter,
  className,
  style,
  ...rest
}: { gutter: number | readonly [number, number] } & HTMLAttributes<HTMLDivElement>) {
  const [h, v] = typeof gutter === 'number' ? [gutter, undefined] : gutter;
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('row');
  const [hashId, cssVarCls] = useRowStyle(prefixCls);
  const context = useMemo(() => ({ gutter: [h, v ?? 0] as const }), [h, v]);
  return (
    <RowContext.Provider value={context}>
      <div
        {...rest}
        className={[prefixCls, className, hashId, cssVarCls].filter(Boolean).join(' ')}
        style={{
          ...(h ? { marginInline: h / -2 } : {}),
          ...(v === undefined ? {} : { rowGap: v }),
          ...style,
        }}
      />
    </RowContext.Provider>
  );
}
