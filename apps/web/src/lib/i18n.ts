import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { langFromLocale, type Lang } from '@vsqx/domain';
import type { LangPack } from './lang-pack';

/**
 * All user text lives in `locales/{zh-CN,en}/<namespace>.json`; every feature owns its namespace files.
 * The UI language is stored locally; by default it follows the browser (spec §3).
 * Only the current language is loaded (one chunk with its namespaces, antd and date locales); the other one
 * is fetched when the user switches (docs/decisions.md).
 */
const PACKS: Record<Lang, () => Promise<LangPack>> = {
  zh: () => import('./lang-zh').then((m) => m.pack),
  en: () => import('./lang-en').then((m) => m.pack),
};
const loaded: Partial<Record<Lang, LangPack>> = {};

async function loadPack(lang: Lang): Promise<LangPack> {
  if (!loaded[lang]) {
    const pack = await PACKS[lang]();
    for (const [ns, data] of Object.entries(pack.resources))
      i18next.addResourceBundle(lang, ns, data, true, true);
    loaded[lang] = pack;
  }
  return loaded[lang];
}

export const LANG_KEY = 'lang';

/**
 * The language is kept in localStorage; a copy in a cookie tells the server which language pack the HTML
 * should preload (apps/server first-screen-preloads.ts), where Accept-Language may name another.
 */
function storeLang(lang: Lang) {
  localStorage.setItem(LANG_KEY, lang);
  document.cookie = `${LANG_KEY}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

export function initialLang(): Lang {
  const stored = localStorage.getItem(LANG_KEY);
  const lang = stored === 'zh' || stored === 'en' ? stored : langFromLocale(navigator.language);
  storeLang(lang);
  return lang;
}

const langOf = (code: string | undefined): Lang => (code === 'en' ? 'en' : 'zh');

/** The interface language outside React (requests' X-Lang, handlers, messages); components call `useLang()`. */
export function currentLang(): Lang {
  // Before i18next's init (its own task, below): the language it is about to start with.
  return langOf(i18next.language ?? first);
}

/** The interface language in a component: the one way to read it in render, re-rendering on a switch. */
export function useLang(): Lang {
  return langOf(useTranslation().i18n.language);
}

/** antd's locale for the current language (its pack is always loaded before the language is current). */
export function antdLocale() {
  return loaded[currentLang()]?.antd;
}

export async function setLang(lang: Lang) {
  storeLang(lang);
  const pack = await loadPack(lang);
  void pack.applyDates();
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}

const first = initialLang();
document.documentElement.lang = first === 'zh' ? 'zh-CN' : 'en';

/**
 * Resolves once the first language's texts are in; the providers wait for it before the first render.
 * i18next's init runs in a task of its own after the entry's module evaluation: at 4× CPU it is ~80 ms of
 * first-call compilation that otherwise lengthened the entry's one long task (issue 19, ninth round). Its timer
 * is the first the entry sets, so the app's own first-screen work (requests with the language header) follows it.
 */
export const i18nReady: Promise<void> = new Promise<void>((resolve) => setTimeout(resolve, 0))
  .then(() =>
    i18next.use(initReactI18next).init({
      lng: first,
      fallbackLng: 'zh',
      defaultNS: 'common',
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
    }),
  )
  .then(() => loadPack(first))
  .then((pack) => void pack.applyDates());
