import { Button, Tooltip } from 'antd';
import { CalendarOutlined, CheckCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useCheckin, useCheckinState } from '../api/use-checkin';
import { AfterFirstScreen } from '../../../app/after-first-screen';

/** Extra header controls of the site: the daily check-in (once per day, adds to the check-in score). */
export function SiteHeaderExtras() {
  const { t } = useTranslation('site');
  const session = useSession();
  const state = useCheckinState(!!session);
  const checkin = useCheckin();
  if (!session) return null;
  const done = state.data?.checked_in ?? false;
  return (
    <AfterFirstScreen
      wrap={(button) => (
        <Tooltip title={state.data ? t('checkin.score', { score: state.data.checkin_score }) : undefined}>
          {button}
        </Tooltip>
      )}
    >
      <Button
        icon={done ? <CheckCircleOutlined /> : <CalendarOutlined />}
        disabled={done || state.isLoading}
        loading={checkin.isPending}
        onClick={() => checkin.mutate()}
        data-testid="checkin-button"
      >
        {done ? t('common:checkedIn') : t('common:checkin')}
      </Button>
    </AfterFirstScreen>
  );
}
