import type { HTMLAttributes, ReactNode } from 'react';
import { Flex, Grid, theme } from 'antd';

interface Props extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Before the title and description, top-aligned (an avatar, a cover). */
  avatar?: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons at the row's end, split by thin lines. */
  actions?: ReactNode[];
  /** Content at the far end, after the actions. */
  extra?: ReactNode;
  /** Free content instead of avatar, title and description. */
  children?: ReactNode;
}

/**
 * One row of a `RowList`: what antd's deprecated `List.Item` and `List.Item.Meta` laid out, recomposed as
 * antd's migration guide to `Listy` asks (docs/decisions.md), with List's spacing and colours. The title is no
 * longer an h4: lists sat under h1 page titles and skipped heading levels (axe's heading-order).
 */
export function ListRow({
  avatar,
  title,
  description,
  actions = [],
  extra,
  children,
  style,
  ...rest
}: Props) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const narrow = screens.sm === false;
  const main =
    children ??
    (title !== undefined || description !== undefined || avatar !== undefined ? (
      <Flex align="flex-start" style={{ flex: 1, maxWidth: '100%' }}>
        {avatar !== undefined && <div style={{ marginInlineEnd: token.padding }}>{avatar}</div>}
        <div style={{ flex: '1 0', width: 0 }}>
          {title !== undefined && (
            // Bold as List's h4 titles were drawn.
            <div style={{ marginBottom: token.marginXXS, fontWeight: 700 }}>{title}</div>
          )}
          {description !== undefined && (
            <div style={{ color: token.colorTextDescription }}>{description}</div>
          )}
        </div>
      </Flex>
    ) : null);
  return (
    <Flex
      align="center"
      justify="space-between"
      wrap={narrow ? 'wrap' : undefined}
      style={{ color: token.colorText, ...style }}
      {...rest}
    >
      {main}
      {actions.length > 0 && (
        <ul
          style={{
            flex: '0 0 auto',
            margin: 0,
            // List's 48 px gap, 24 px below md (its phone rule meant for the gap never matched, so 24 stays).
            marginInlineStart: screens.md === false ? token.marginLG : token.marginXXL,
            padding: 0,
            listStyle: 'none',
            display: 'flex',
            alignItems: 'center',
          }}
        >
          {actions.map((action, i) => (
            <li
              key={i}
              style={{
                position: 'relative',
                padding: `0 ${token.paddingXS}px`,
                paddingInlineStart: i === 0 ? 0 : token.paddingXS,
                color: token.colorTextDescription,
              }}
            >
              {action}
              {i < actions.length - 1 && (
                <em
                  style={{
                    position: 'absolute',
                    top: '50%',
                    insetInlineEnd: 0,
                    width: token.lineWidth,
                    height: Math.round(token.fontSize * token.lineHeight) - 2 * token.marginXXS,
                    transform: 'translateY(-50%)',
                    background: token.colorSplit,
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {extra}
    </Flex>
  );
}
