import { CREDIT_ROLE_OPTIONS, SITE_PATHS, labelOf, type CreditedWork } from '@vsqx/domain';
import { fileUrls } from '../../../lib/api';
import { currentLang } from '../../../lib/i18n';
import { useCredited } from '../../../components/credits/use-credits';
import { CardGrid } from './card-grid';
import type { CardModel } from './item-card';

const creditedModel = (w: CreditedWork): CardModel => ({
  key: `${w.project_type}${w.project_id}`,
  href: w.project_type === 'm' ? SITE_PATHS.midiProject(w.project_id) : SITE_PATHS.project(w.project_id),
  cover: fileUrls.cover(w.file_uid, w.pic_version),
  title: w.name,
  uid: w.uid,
  username: w.username,
  time: w.up_time,
  counts: {},
  tags: [
    ...(w.project_type === 'm' ? ['MIDI'] : []),
    ...w.roles.map((r) => labelOf(CREDIT_ROLE_OPTIONS, r, currentLang())),
  ],
});

/**
 * The space's "参与的作品" tab (DESIGN §8 "Credits"): public projects and MIDI projects this user accepted a
 * credit on, as cards with their roles; the owner named on each card is the project's uploader.
 */
export function CreditedWorksPane({ uid }: { uid: number }) {
  const q = useCredited(uid);
  return <CardGrid items={q.data?.map(creditedModel)} loading={q.isLoading} testId="space-credited" />;
}
