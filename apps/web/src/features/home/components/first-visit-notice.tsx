import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/feedback';

export const FIRST_VISIT_KEY = 'first_visit';

/** Shown once: when the local first-visit flag is 'true' it is shown and the flag set to 'false' (spec §2). */
export function FirstVisitNotice() {
  const { t } = useTranslation('home');
  useEffect(() => {
    if (localStorage.getItem(FIRST_VISIT_KEY) !== 'true') return;
    localStorage.setItem(FIRST_VISIT_KEY, 'false');
    notify(t('firstVisit.title'), t('firstVisit.text'));
  }, [t]);
  return null;
}
