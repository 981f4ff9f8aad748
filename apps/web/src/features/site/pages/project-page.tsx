import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MidiProjectView } from '../components/midi-project-view';
import { VsqxProjectView } from '../components/vsqx-project-view';
import { MissingResult } from '../../../components/lazy-sections';

/** /project/vn{music_id} and /project/mn{midi_id} (DESIGN §4). */
export default function ProjectPage() {
  const { t } = useTranslation('site');
  const m = /^(vn|mn)(\d+)$/.exec(useParams().pid ?? '');
  if (!m) return <MissingResult subTitle={t('project.missing')} />;
  const id = Number(m[2]);
  return m[1] === 'vn' ? <VsqxProjectView key={id} id={id} /> : <MidiProjectView key={id} id={id} />;
}
