import { Link } from 'react-router-dom';
import { AuthScreen, SwitchScreenLine } from '../../auth-form';
import { RegisterForm } from './register-form';

/** /register (SPEC.md section 2). */
export function RegisterPage() {
  return (
    <AuthScreen title="Create an account">
      <RegisterForm />
      <SwitchScreenLine>
        Already have an account? <Link to="/login">Sign in</Link>
      </SwitchScreenLine>
    </AuthScreen>
  );
}
