import { Link } from 'react-router-dom';
import { Spinner } from '@booking-portal/shell/runtime';
import { useAccountLink } from '../../account-link';
import { AuthNotice, AuthScreen, SwitchScreenLine } from '../../auth-form';
import { RegisterConfirmForm } from './register-confirm-form';

/**
 * /register/confirm#token=...: the page a registration mail's link opens. It shows the account the
 * link is for and finishes the registration with the password chosen on the register form.
 */
export function RegisterConfirmPage() {
  const registration = useAccountLink('registration');

  return (
    <AuthScreen title="Create an account">
      {registration.state === 'checking' && <Spinner centered label="Checking your link..." />}
      {registration.state === 'valid' && (
        <RegisterConfirmForm token={registration.token} registration={registration.link} />
      )}
      {registration.state === 'invalid' && (
        <AuthNotice tone="problem">
          <p>{registration.message}</p>
          <p>
            <Link to="/register">Register again</Link> to get a new link.
          </p>
        </AuthNotice>
      )}
      <SwitchScreenLine>
        Already have an account? <Link to="/login">Sign in</Link>
      </SwitchScreenLine>
    </AuthScreen>
  );
}
