import { useState } from 'react';
import type { LoginRequest } from '@booking-portal/api/contract';
import { useToast } from '@booking-portal/shell/runtime';
import { useLoginMutation } from '../login.endpoints';
import { loginFailureMessage } from '../login-failure-message';
import { useDelayedNavigate, useSubmissionGuard } from '../../auth-form';

export interface SignIn {
  signIn: (credentials: LoginRequest) => Promise<void>;
  isSigningIn: boolean;
  /** Why the last attempt was refused (the toast's text), until the next attempt. */
  failure: string | null;
}

/** Signs in, toasts the outcome (SPEC.md sections 2 and 8) and leaves for the calendar. */
export function useSignIn(): SignIn {
  const [login] = useLoginMutation();
  const { toast } = useToast();
  const redirect = useDelayedNavigate();
  const { submitOnce, isSubmitting } = useSubmissionGuard();
  const [failure, setFailure] = useState<string | null>(null);

  const signIn = (credentials: LoginRequest) =>
    submitOnce(async () => {
      setFailure(null);
      try {
        await login(credentials).unwrap();
      } catch (error) {
        const message = loginFailureMessage(error);
        toast({ title: 'Login failed', description: message, variant: 'destructive' });
        setFailure(message);
        return 'failed';
      }
      toast({ title: 'Login successful', description: 'Welcome back!' });
      redirect('/');
      return 'succeeded';
    });

  return { signIn, isSigningIn: isSubmitting, failure };
}
