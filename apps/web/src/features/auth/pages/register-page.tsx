import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { register } from '../api/auth';
import { CredentialsForm } from '../components/credentials-form';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  useEffect(() => {
    document.title = t('register.title');
  }, [t]);
  // A new account sees the creator centre's welcome notification once (spec §2 "Home").
  return (
    <CredentialsForm
      mode="register"
      submit={register}
      onDone={() => localStorage.setItem('first_visit', 'true')}
    />
  );
}
