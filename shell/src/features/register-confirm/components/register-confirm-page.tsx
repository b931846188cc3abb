import { Link } from 'react-router-dom';
import { Spinner } from '@booking-portal/shell/runtime';
import { AuthNotice, AuthScreen, SwitchScreenLine } from '../../auth-form';
import { useConfirmRegistration } from '../hooks/use-confirm-registration';

/** /register/confirm#token=...: the page a registration mail's link opens; it finishes the registration. */
export function RegisterConfirmPage() {
  const confirmation = useConfirmRegistration();

  return (
    <AuthScreen title="Create an account">
      {confirmation.state === 'refused' ? (
        <>
          <AuthNotice tone="problem">
            <p>{confirmation.message}</p>
            <p>
              <Link to="/register">Register again</Link> to get a new link.
            </p>
          </AuthNotice>
          <SwitchScreenLine>
            Already have an account? <Link to="/login">Sign in</Link>
          </SwitchScreenLine>
        </>
      ) : (
        <Spinner centered label="Creating your account..." />
      )}
    </AuthScreen>
  );
}
