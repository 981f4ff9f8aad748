import { useContext, useMemo, useSyncExternalStore } from 'react';
import { ConfigProvider, theme, type DescriptionsProps } from 'antd';
import type { InternalDescriptionsItemType } from 'antd/es/descriptions';
import DescriptionsContext from 'antd/es/descriptions/DescriptionsContext';
import useRow from 'antd/es/descriptions/hooks/useRow';
import DescriptionsRow from 'antd/es/descriptions/Row';
import useStyle from 'antd/es/descriptions/style';

type Item = NonNullable<DescriptionsProps['items']>[number] & { span?: number };

const CONTEXT = {};

/** Whether the screen is at least `px` wide, read during the render (as lib/use-phone.ts). */
function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * antd's bordered small `Descriptions` with `column={{ xs, sm }}` and numeric spans: the same table, classes
 * and cells (antd's own row component), its column count read from a media query during the render.
 * `Descriptions` learns the screen from a breakpoint subscription in a layout effect that always updates once
 * on mount, which in the first screen makes React flush the commit's passive effects and render again in the
 * same task (issue 19; components/fixed-row.tsx is the same for `Row`).
 */
export function FixedDescriptions({
  items,
  column,
  ...rest
}: {
  items: Item[];
  column: { xs: number; sm: number };
  'data-testid'?: string;
}) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('descriptions');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const { token } = theme.useToken();
  const columns = useMinWidth(token.screenSM) ? column.sm : column.xs;
  const rows = useRow(columns, items as InternalDescriptionsItemType[]);
  const classes = useMemo(
    () =>
      [prefixCls, `${prefixCls}-small`, `${prefixCls}-bordered`, hashId, cssVarCls].filter(Boolean).join(' '),
    [prefixCls, hashId, cssVarCls],
  );
  return (
    <DescriptionsContext.Provider value={CONTEXT}>
      <div className={classes} {...rest}>
        <div className={`${prefixCls}-view`}>
          <table>
            <tbody>
              {rows.map((row, index) => (
                <DescriptionsRow
                  key={index}
                  index={index}
                  colon
                  prefixCls={prefixCls}
                  vertical={false}
                  bordered
                  row={row}
                />
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </DescriptionsContext.Provider>
  );
}
