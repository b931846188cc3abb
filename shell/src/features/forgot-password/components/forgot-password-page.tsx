import { Link } from 'react-router-dom';
import { AuthScreen, SwitchScreenLine } from '../../auth-form';
import { ForgotPasswordForm } from './forgot-password-form';

/** /forgot-password: 'Forgot password?' on /login leads here. */
export function ForgotPasswordPage() {
  return (
    <AuthScreen title="Reset your password">
      <ForgotPasswordForm />
      <SwitchScreenLine>
        Remembered it? <Link to="/login">Back to sign in</Link>
      </SwitchScreenLine>
    </AuthScreen>
  );
}
