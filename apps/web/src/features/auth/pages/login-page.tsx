import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '../api/auth';
import { CredentialsForm } from '../components/credentials-form';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  useEffect(() => {
    document.title = t('login.title');
  }, [t]);
  return <CredentialsForm mode="login" submit={login} />;
}
