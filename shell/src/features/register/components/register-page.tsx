import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthNotice, AuthScreen, SwitchScreenLine } from '../../auth-form';
import { RegisterForm } from './register-form';

/**
 * /register (docs/PRODUCT.md section 2). For an e-mail an administrator added, the form's answer is a link
 * mailed to it: the page then says so in the server's words, and nobody is signed in until it is opened.
 */
export function RegisterPage() {
  const [linkSent, setLinkSent] = useState<string | null>(null);

  return (
    <AuthScreen title="Create an account">
      {linkSent === null ? (
        <RegisterForm onLinkSent={setLinkSent} />
      ) : (
        <AuthNotice tone="info">
          <p>
            <strong>Check your email</strong>
          </p>
          <p>{linkSent}</p>
        </AuthNotice>
      )}
      <SwitchScreenLine>
        Already have an account? <Link to="/login">Sign in</Link>
      </SwitchScreenLine>
    </AuthScreen>
  );
}
