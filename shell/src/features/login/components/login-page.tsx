import { Link } from 'react-router-dom';
import { AuthScreen, SwitchScreenLine } from '../../auth-form';
import { LoginForm } from './login-form';

/** /login (SPEC.md section 2). */
export function LoginPage() {
  return (
    <AuthScreen title="Booking Portal">
      <LoginForm />
      <SwitchScreenLine>
        Don&apos;t have an account? <Link to="/register">Register</Link>
      </SwitchScreenLine>
    </AuthScreen>
  );
}
