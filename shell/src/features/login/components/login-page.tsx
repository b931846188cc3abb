import { Link } from 'react-router-dom';
import { ACCOUNT_LINK_PAGES } from '@booking-portal/api/contract';
import { AuthScreen, SwitchScreenLine } from '../../auth-form';
import { LoginForm } from './login-form';
import { SessionEndNotice } from './session-end-notice';
import type { OnSignedIn } from '../hooks/use-sign-in';

/**
 * /login (docs/PRODUCT.md section 2), with the way to a reset link for a forgotten password. `onSignedIn`
 * runs when a sign-in succeeds, before the pause that leads to the calendar.
 */
export function LoginPage({ onSignedIn }: { onSignedIn?: OnSignedIn }) {
  return (
    <AuthScreen title="Booking Portal">
      <SessionEndNotice />
      <LoginForm onSignedIn={onSignedIn} />
      <SwitchScreenLine>
        <Link to={ACCOUNT_LINK_PAGES.forgotPassword}>Forgot password?</Link>
      </SwitchScreenLine>
      <SwitchScreenLine>
        Don&apos;t have an account? <Link to="/register">Register</Link>
      </SwitchScreenLine>
    </AuthScreen>
  );
}
