/** The two interface languages. Chinese is canonical; English is chosen by browser locale (spec §3). */
export type Lang = 'zh' | 'en';

/** A user-facing text in both interface languages. */
export interface Label {
  zh: string;
  en: string;
}

/** An enum value with its labels; `value` is what travels on the wire. */
export interface EnumOption<V extends string | number> {
  value: V;
  label: Label;
}

/** Picks the label of a value, or the value itself when unknown (never throws on bad data). */
export function labelOf<V extends string | number>(
  options: readonly EnumOption<V>[],
  value: V | string | number | null | undefined,
  lang: Lang,
): string {
  const found = options.find((o) => String(o.value) === String(value));
  return found ? found.label[lang] : String(value ?? '');
}

export function valuesOf<V extends string | number>(options: readonly EnumOption<V>[]): V[] {
  return options.map((o) => o.value);
}

/**
 * Spec §3: Chinese for zh-cn/tw/hk/sg browsers, otherwise English.
 * A bare `zh` is treated as Chinese too: every Chinese locale a browser sends starts with it.
 */
export function langFromLocale(locale: string | null | undefined): Lang {
  const l = (locale ?? '').toLowerCase().replace('_', '-');
  if (l === 'zh' || /^zh-(cn|tw|hk|sg|hans|hant)/.test(l)) return 'zh';
  return 'en';
}
