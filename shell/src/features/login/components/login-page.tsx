import { Link } from 'react-router-dom';
import { ACCOUNT_LINK_PAGES } from '@booking-portal/api/contract';
import { AuthScreen, SwitchScreenLine } from '../../auth-form';
import { LoginForm } from './login-form';

/** /login (SPEC.md section 2), with the way to a reset link for a forgotten password. */
export function LoginPage() {
  return (
    <AuthScreen title="Booking Portal">
      <LoginForm />
      <SwitchScreenLine>
        <Link to={ACCOUNT_LINK_PAGES.forgotPassword}>Forgot password?</Link>
      </SwitchScreenLine>
      <SwitchScreenLine>
        Don&apos;t have an account? <Link to="/register">Register</Link>
      </SwitchScreenLine>
    </AuthScreen>
  );
}
