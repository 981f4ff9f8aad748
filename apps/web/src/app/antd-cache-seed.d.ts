declare module 'virtual:antd-cache-seed' {
  /** antd style cache entries, `[key, value]` (vite/antd-static-css.ts). */
  const seed: [string, unknown][];
  export default seed;
}
