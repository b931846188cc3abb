import { Link } from 'react-router-dom';
import { ACCOUNT_LINK_PAGES } from '@booking-portal/api/contract';
import { Spinner } from '@booking-portal/shell/runtime';
import { useAccountLink } from '../../account-link';
import { AuthNotice, AuthScreen, SwitchScreenLine } from '../../auth-form';
import { ResetPasswordForm } from './reset-password-form';

/** /reset-password#token=...: the page a password-reset mail's link opens. */
export function ResetPasswordPage() {
  const reset = useAccountLink('password_reset');

  return (
    <AuthScreen title="Set a new password">
      {reset.state === 'checking' && <Spinner centered label="Checking your link..." />}
      {reset.state === 'valid' && <ResetPasswordForm token={reset.token} email={reset.link.email} />}
      {reset.state === 'invalid' && (
        <AuthNotice tone="problem">
          <p>{reset.message}</p>
          <p>
            <Link to={ACCOUNT_LINK_PAGES.forgotPassword}>Request a new link</Link>
          </p>
        </AuthNotice>
      )}
      <SwitchScreenLine>
        <Link to="/login">Back to sign in</Link>
      </SwitchScreenLine>
    </AuthScreen>
  );
}
