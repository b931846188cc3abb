import { useState, type FormEvent } from 'react';
import { TextField } from '@booking-portal/shell/runtime';
import { AuthForm, AuthNotice, readServerError, SubmitButton, useSchemaValidation } from '../../auth-form';
import { forgotPasswordFormSchema } from '../forgot-password-form.schema';
import { useRequestPasswordResetMutation } from '../forgot-password.endpoints';

/** When the server gave no reason of its own (it failed, or could not be reached). */
const RESET_REQUEST_FAILED = 'We could not send the link right now. Please try again.';

/**
 * The address to send a reset link to. What the server answers is shown as it is: the same words
 * whether or not the address has an account, so the page reveals nothing about who is registered.
 */
export function ForgotPasswordForm() {
  const [values, setValues] = useState({ email: '' });
  const { visibleErrors, touch, validateForSubmit } = useSchemaValidation(forgotPasswordFormSchema, values);
  const [requestPasswordReset, { isLoading }] = useRequestPasswordResetMutation();
  const [answer, setAnswer] = useState<{ tone: 'info' | 'problem'; text: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = validateForSubmit();
    if (request === null || isLoading) return;
    setAnswer(null);
    try {
      const { message } = await requestPasswordReset(request).unwrap();
      setAnswer({ tone: 'info', text: message });
    } catch (error) {
      const { status, message, fieldMessages } = readServerError(error);
      const refused = status !== null && status >= 400 && status < 500;
      setAnswer({
        tone: 'problem',
        text: refused ? (fieldMessages[0] ?? message ?? RESET_REQUEST_FAILED) : RESET_REQUEST_FAILED,
      });
    }
  };

  return (
    <AuthForm noValidate onSubmit={(event) => void submit(event)} aria-label="Reset your password">
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => setValues({ email: event.target.value })}
        onBlur={() => touch('email')}
        error={visibleErrors.email}
      />
      <SubmitButton type="submit" disabled={isLoading}>
        {isLoading ? 'Sending...' : 'Send reset link'}
      </SubmitButton>
      {answer !== null && (
        <AuthNotice tone={answer.tone}>
          <p>{answer.text}</p>
        </AuthNotice>
      )}
    </AuthForm>
  );
}
