import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ACCOUNT_LINK_MESSAGES, type AccountLinkDto } from '@booking-portal/api/contract';
import { TextField } from '@booking-portal/shell/runtime';
import { useSignInThroughLink } from '../../account-link';
import { AuthForm, AuthNotice, SubmitButton } from '../../auth-form';
import { useConfirmRegistrationMutation } from '../register-confirm.endpoints';

export interface RegisterConfirmFormProps {
  token: string;
  registration: AccountLinkDto;
}

/**
 * The account the registration link is for (fixed), and the password chosen when registering, typed
 * again: the link finishes only with it, so a stranger who filled in the form with this address
 * cannot have the mailbox's owner create the account for them.
 */
export function RegisterConfirmForm({ token, registration }: RegisterConfirmFormProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [confirmRegistration] = useConfirmRegistrationMutation();
  const { submit, isSubmitting, failure } = useSignInThroughLink({ title: 'Account created successfully' });

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      setMissing(true);
      return;
    }
    void submit(() => confirmRegistration({ token, password }).unwrap());
  };

  return (
    <AuthForm noValidate onSubmit={send} aria-label="Create account">
      {registration.organization !== null && (
        <TextField label="Organization" name="organization" readOnly value={registration.organization.name} />
      )}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        readOnly
        value={registration.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          if (event.target.value !== '') setMissing(false);
        }}
        error={missing ? ACCOUNT_LINK_MESSAGES.registrationPasswordRequired : undefined}
        hint="The password you chose when you registered."
      />
      {failure !== null && (
        <AuthNotice tone="problem">
          <p>{failure}</p>
          <p>
            <Link to="/register">Register again</Link>
          </p>
        </AuthNotice>
      )}
      <SubmitButton type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create account'}
      </SubmitButton>
    </AuthForm>
  );
}
