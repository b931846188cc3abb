import { useState, type ChangeEvent, type FormEvent } from 'react';
import { AUTH_MESSAGES, loginSchema } from '@booking-portal/api/contract';
import { TextField } from '@booking-portal/shell/runtime';
import { AuthForm, SubmitButton, useSchemaValidation } from '../../auth-form';
import { useSignIn, type OnSignedIn } from '../hooks/use-sign-in';
import { NoAccountNotice } from './no-account-notice';

type LoginField = 'email' | 'password';

/** E-mail and password, checked with the contract's login rules before anything is sent. */
export function LoginForm({ onSignedIn }: { onSignedIn?: OnSignedIn }) {
  const [values, setValues] = useState<Record<LoginField, string>>({ email: '', password: '' });
  const { visibleErrors, touch, validateForSubmit } = useSchemaValidation(loginSchema, values);
  const { signIn, isSigningIn, failure } = useSignIn(onSignedIn);
  // The e-mail the last attempt was refused for: the notice goes once another one is typed.
  const [refusedEmail, setRefusedEmail] = useState<string | null>(null);

  const change = (field: LoginField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [field]: value }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = validateForSubmit();
    if (credentials === null) return;
    setRefusedEmail(values.email);
    void signIn(credentials);
  };

  return (
    <AuthForm noValidate onSubmit={submit} aria-label="Sign in">
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={change('email')}
        onBlur={() => touch('email')}
        error={visibleErrors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        onBlur={() => touch('password')}
        error={visibleErrors.password}
      />
      <SubmitButton type="submit" disabled={isSigningIn}>
        {isSigningIn ? 'Signing in...' : 'Sign in'}
      </SubmitButton>
      {failure === AUTH_MESSAGES.noAccount && refusedEmail === values.email && (
        <NoAccountNotice email={values.email.trim()} />
      )}
    </AuthForm>
  );
}
