import antd from 'antd/locale/en_US';
import { namespaces, type LangPack } from './lang-pack';

/** Everything the interface needs in English; one chunk, loaded only when English is the interface language. */
export const pack: LangPack = {
  resources: namespaces(
    import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { eager: true, import: 'default' }),
  ),
  antd,
  applyDates: async () => {
    const { default: dayjs } = await import('dayjs');
    dayjs.locale('en');
  },
};
