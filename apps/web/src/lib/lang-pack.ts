import type { Locale } from 'antd/es/locale';

/** One interface language: the i18next namespaces, antd's locale, and the date locale (docs/decisions.md). */
export interface LangPack {
  resources: Record<string, Record<string, unknown>>;
  antd: Locale;
  /**
   * Sets dayjs' global locale (antd's date pickers read it). dayjs is loaded here, off the first render's path:
   * no page shows a date picker on first paint.
   */
  applyDates: () => Promise<void>;
}

/** `locales/<lang>/<ns>.json` files → namespace → strings. */
export function namespaces(files: Record<string, Record<string, unknown>>) {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [file, data] of Object.entries(files)) out[file.replace(/^.*\/(.+)\.json$/, '$1')] = data;
  return out;
}
