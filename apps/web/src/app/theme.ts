import { theme, type ThemeConfig } from 'antd';

/** Shade 7 of preset colours: antd keeps it under two names (`cyan7`, `cyan-7`) that share one CSS variable. */
function darkerShade7(colours: Record<'cyan' | 'orange' | 'green' | 'gold' | 'volcano', string>) {
  return Object.fromEntries(
    Object.entries(colours).flatMap(([name, hex]) => [
      [`${name}7`, hex],
      [`${name}-7`, hex],
    ]),
  );
}

/**
 * Visitors whose system asks for less motion get antd without its animations (WCAG 2.3.3): dialogs, drawers,
 * menus and messages appear and go at once. The browser tests ask for it too (e2e/playwright.config.ts): a
 * click on a dialog's button while the dialog still zoomed in could land beside the button.
 */
const reducedMotion =
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Theme tokens: the Miku teal as primary colour, darkened just enough for WCAG AA (docs/accessibility.md has
 * the ratios): text and white-on-primary reach 4.5:1 on white, #f5f5f5 and the selected-item tint. antd derives
 * a greyish tint and a lighter (too pale) hover from a dark primary, so those are set here too. Secondary text
 * (antd's 45 % black, 3.4:1) and links (antd's blue, 4.1:1) are darkened the same way.
 */
export const THEME = {
  token: {
    motion: !reducedMotion,
    colorPrimary: '#137c76',
    colorPrimaryHover: '#10706b',
    colorPrimaryActive: '#0c5f5a',
    colorPrimaryBg: '#e9f6f4',
    colorPrimaryBgHover: '#dcf0ec',
    colorPrimaryBorder: '#a6d9d2',
    colorPrimaryBorderHover: '#6fc0b5',
    colorLink: '#0958d9',
    colorLinkHover: '#003eb3',
    colorTextTertiary: 'rgba(0,0,0,0.57)',
    colorTextDescription: 'rgba(0,0,0,0.57)',
    // Placeholders (antd's 25 % black, 1.8:1) are read too: 4.8:1, still lighter than entered text.
    colorTextPlaceholder: 'rgba(0,0,0,0.55)',
    // Status colours (status tags, success/warning texts): dark enough on white and on their own light tint.
    colorSuccess: '#2b7f0a',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#a05f00',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorError: '#cf1322',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffa39e',
    colorInfo: '#0958d9',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#91caff',
    // Preset tag colours write their text in shade 7; these shades are below 4.5:1 on their shade-1 tint.
    ...darkerShade7({
      cyan: '#006d75',
      orange: '#ad4e00',
      green: '#237804',
      gold: '#874d00',
      volcano: '#ad2102',
    }),
    borderRadius: 8,
    fontFamily: "-apple-system, 'Segoe UI', 'PingFang SC', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif",
  },
  algorithm: theme.defaultAlgorithm,
  // A fixed key instead of antd's default from React's useId (`css-var-_R_0_` when rendered on the server,
  // another in the browser): antd's cache keys include it, and the build computes the entries the app's
  // cache starts with (app/antd-cache.ts).
  cssVar: { key: 'css-var-vsqx' },
} satisfies ThemeConfig;
