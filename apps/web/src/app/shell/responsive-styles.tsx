import { theme } from 'antd';

/**
 * Below `md` a card's head lets its extra controls (totals, sort switches, buttons) wrap under the title
 * instead of squeezing the title to an ellipsis, and every page keeps to the screen's width. Antd offers no
 * prop for a wrapping card head, so this is the one stylesheet both shells render.
 */
export function ResponsiveStyles() {
  const { token } = theme.useToken();
  return (
    <style>{`
@media (max-width: ${token.screenSMMax}px) {
  .ant-card-head-wrapper { flex-wrap: wrap; row-gap: 8px; padding-block: 8px; }
  .ant-card-head-title { flex: 1 0 auto; max-width: 100%; }
  .ant-card-extra { max-width: 100%; }
}`}</style>
  );
}
