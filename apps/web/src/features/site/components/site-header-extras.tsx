import { Button, Tooltip } from 'antd';
import { CalendarOutlined, CheckCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useCheckin, useCheckinState } from '../api/use-checkin';
import { useFirstScreenDone } from '../../../app/after-first-screen';

/** The check-in button with its state, its score in a tooltip, and the check-in itself. */
function CheckinButton() {
  const { t } = useTranslation('site');
  const state = useCheckinState(true);
  const checkin = useCheckin();
  const done = state.data?.checked_in ?? false;
  return (
    <Tooltip title={state.data ? t('checkin.score', { score: state.data.checkin_score }) : undefined}>
      <Button
        icon={done ? <CheckCircleOutlined /> : <CalendarOutlined />}
        disabled={done || state.isLoading}
        loading={checkin.isPending}
        onClick={() => checkin.mutate()}
        data-testid="checkin-button"
      >
        {done ? t('common:checkedIn') : t('common:checkin')}
      </Button>
    </Tooltip>
  );
}

/**
 * Extra header controls of the site: the daily check-in (once per day, adds to the check-in score). In the
 * first screen the button is drawn as it is while its state loads; the state is asked for, and the tooltip's
 * trigger mounted, after that screen's commit (app/after-first-screen.tsx).
 */
export function SiteHeaderExtras() {
  const { t } = useTranslation('site');
  const session = useSession();
  const firstScreenDone = useFirstScreenDone();
  if (!session) return null;
  if (firstScreenDone) return <CheckinButton />;
  return (
    <Button icon={<CalendarOutlined />} disabled data-testid="checkin-button">
      {t('common:checkin')}
    </Button>
  );
}
