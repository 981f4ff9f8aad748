import { useEffect, useRef, useState } from 'react';
import { Button, Card, Result, Spin } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { msg, SITE_PATHS, creatorPath } from '@vsqx/domain';
import { currentLang } from '../../../lib/i18n';
import { tokenFromHash, verifyEmail } from '../api/account-links';

type State = { status: 'working' } | { status: 'success' | 'error'; message: string };

/** /verify_email#token=… (the mailed link): opens it once and says how it went (DESIGN §8). */
export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const token = tokenFromHash(useLocation().hash);
  const [state, setState] = useState<State>({ status: 'working' });
  // A link is single use: React's development double effect must not spend it twice.
  const sent = useRef(false);
  useEffect(() => {
    document.title = t('verify.title');
    if (sent.current) return;
    sent.current = true;
    if (!token) {
      setState({ status: 'error', message: msg('linkInvalid', currentLang()) });
      return;
    }
    verifyEmail(token).then(
      (message) => setState({ status: 'success', message }),
      (err: Error) => setState({ status: 'error', message: err.message }),
    );
  }, [t, token]);

  return (
    <Card style={{ maxWidth: 520, margin: '48px auto' }} data-testid="verify-email-page">
      {state.status === 'working' ? (
        <Spin description={t('verify.working')}>
          <div style={{ height: 120 }} />
        </Spin>
      ) : (
        <Result
          status={state.status}
          title={state.message}
          extra={
            <Button type="primary" href={SITE_PATHS.creator(creatorPath.account())}>
              {t('verify.toAccount')}
            </Button>
          }
          data-testid={`verify-email-${state.status}`}
        />
      )}
    </Card>
  );
}
