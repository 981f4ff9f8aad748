import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '@vsqx/domain';
import { useLang } from './i18n';

/**
 * Names the page in the tab, history and bookmarks: '<title> - V家工程站' (the site's name alone without a
 * title), in the interface language, and keeps the meta description in that language too. Shared links of
 * projects, articles and spaces get the same title from the server (apps/server/src/modules/detail/share-meta.ts).
 */
export function usePageTitle(title?: string) {
  const { t } = useTranslation('common');
  const lang = useLang();
  useEffect(() => {
    const site = t('siteName');
    showPageTitle(title ? `${title} - ${site}` : site);
    document.querySelector('meta[name="description"]')?.setAttribute('content', msg('siteDescription', lang));
  }, [title, t, lang]);
}

/** Shows a page's full title (the creator centre's routes name theirs from the route table), keeping the unread count before it. */
export function showPageTitle(title: string) {
  baseTitle = title;
  applyTitle();
}

/** The title without the unread count, and the count shown before it ('(3) 回复我的 - V家工程站'; issue 24). */
let baseTitle = '';
let unreadInTitle = 0;
function applyTitle() {
  const base = baseTitle || document.title.replace(/^\(\d+\+?\) /, '');
  document.title = unreadInTitle > 0 ? `(${unreadInTitle > 99 ? '99+' : unreadInTitle}) ${base}` : base;
}

/** Shows the unread total in the tab's title (0: none), whichever page is open. */
export function setTitleUnread(n: number) {
  unreadInTitle = n;
  applyTitle();
}
