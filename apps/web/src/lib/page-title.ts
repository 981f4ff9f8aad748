import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '@vsqx/domain';
import { currentLang } from './i18n';

/**
 * Names the page in the tab, history and bookmarks: '<title> - V家工程站' (the site's name alone without a
 * title), in the interface language, and keeps the meta description in that language too. Shared links of
 * projects, articles and spaces get the same title from the server (apps/server/src/modules/site/share-meta.ts).
 */
export function usePageTitle(title?: string) {
  const { t, i18n } = useTranslation('common');
  useEffect(() => {
    const site = t('siteName');
    document.title = title ? `${title} - ${site}` : site;
    document.querySelector('meta[name="description"]')?.setAttribute('content', msg('siteDescription', currentLang()));
  }, [title, t, i18n.language]);
}
