import antd from 'antd/locale/zh_CN';
import { namespaces, type LangPack } from './lang-pack';

/** Everything the interface needs in Chinese; one chunk, loaded only when Chinese is the interface language. */
export const pack: LangPack = {
  resources: namespaces(
    import.meta.glob<Record<string, unknown>>('../locales/zh-CN/*.json', { eager: true, import: 'default' }),
  ),
  antd,
  applyDates: async () => {
    const [{ default: dayjs }] = await Promise.all([import('dayjs'), import('dayjs/locale/zh-cn')]);
    dayjs.locale('zh-cn');
  },
};
