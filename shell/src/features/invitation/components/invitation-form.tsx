import type { FormEvent } from 'react';
import type { AccountLinkDto } from '@booking-portal/api/contract';
import { TextField } from '@booking-portal/shell/runtime';
import { useSignInThroughLink } from '../../account-link';
import { AuthForm, AuthNotice, NewPasswordFields, SubmitButton, useNewPasswordForm } from '../../auth-form';
import { useAcceptInvitationMutation } from '../invitation.endpoints';

export interface InvitationFormProps {
  token: string;
  invitation: AccountLinkDto;
}

/**
 * The invited person's account: organization, e-mail and department are the invitation's and cannot be
 * changed; the person only chooses a password (the User rules).
 */
export function InvitationForm({ token, invitation }: InvitationFormProps) {
  const form = useNewPasswordForm();
  const [acceptInvitation] = useAcceptInvitationMutation();
  const { submit, isSubmitting, failure } = useSignInThroughLink({ title: 'Account created successfully' });

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = form.passwordForSubmit();
    if (password === null) return;
    void submit(() => acceptInvitation({ token, password }).unwrap());
  };

  return (
    <AuthForm noValidate onSubmit={send} aria-label="Create account">
      {invitation.organization !== null && (
        <TextField label="Organization" name="organization" readOnly value={invitation.organization.name} />
      )}
      <TextField label="Email" name="email" type="email" readOnly value={invitation.email} />
      {invitation.department !== null && (
        <TextField label="Department" name="department" readOnly value={invitation.department} />
      )}
      <NewPasswordFields
        values={form.values}
        errors={form.errors}
        onChange={form.change}
        onLeave={form.touch}
      />
      {failure !== null && (
        <AuthNotice tone="problem">
          <p>{failure}</p>
        </AuthNotice>
      )}
      <SubmitButton type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create account'}
      </SubmitButton>
    </AuthForm>
  );
}
