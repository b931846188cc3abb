import type { FormEvent } from 'react';
import { TextField } from '@booking-portal/shell/runtime';
import { useSignInThroughLink } from '../../account-link';
import { AuthForm, AuthNotice, NewPasswordFields, SubmitButton, useNewPasswordForm } from '../../auth-form';
import { useCompletePasswordResetMutation } from '../reset-password.endpoints';

export interface ResetPasswordFormProps {
  token: string;
  email: string;
}

/** The new password for the account the link was sent to (the User rules), typed twice. */
export function ResetPasswordForm({ token, email }: ResetPasswordFormProps) {
  const form = useNewPasswordForm();
  const [completePasswordReset] = useCompletePasswordResetMutation();
  const { submit, isSubmitting, failure } = useSignInThroughLink({
    title: 'Password changed',
    description: 'You are signed in with your new password.',
  });

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = form.passwordForSubmit();
    if (password === null) return;
    void submit(() => completePasswordReset({ token, password }).unwrap());
  };

  return (
    <AuthForm noValidate onSubmit={send} aria-label="Set a new password">
      <TextField label="Email" name="email" type="email" autoComplete="username" readOnly value={email} />
      <NewPasswordFields
        values={form.values}
        errors={form.errors}
        onChange={form.change}
        onLeave={form.touch}
        passwordLabel="New password"
      />
      {failure !== null && (
        <AuthNotice tone="problem">
          <p>{failure}</p>
        </AuthNotice>
      )}
      <SubmitButton type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving password...' : 'Set new password'}
      </SubmitButton>
    </AuthForm>
  );
}
