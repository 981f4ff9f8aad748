import { Grid } from 'antd';

/**
 * True below antd's `md` breakpoint (768 px): the shells trade the sidebar and the header links for a menu
 * button and a drawer. `md` is undefined until antd's media queries report (before the first paint), and that
 * first render is the wide layout, so a desktop never flashes the phone one.
 */
export function usePhone(): boolean {
  return Grid.useBreakpoint().md === false;
}
