import { useState } from 'react';
import type { LoginRequest, SessionDto } from '@booking-portal/api/contract';
import { useAppDispatch, useToast, type AppDispatch } from '@booking-portal/shell/runtime';
import { useLoginMutation } from '../login.endpoints';
import { loginFailureMessage } from '../login-failure-message';
import { useDelayedNavigate, useSubmissionGuard } from '../../auth-form';

/** Told of a successful sign-in before the pause, e.g. to start loading the screen it leads to. */
export type OnSignedIn = (context: { dispatch: AppDispatch; session: SessionDto }) => void;

export interface SignIn {
  signIn: (credentials: LoginRequest) => Promise<void>;
  isSigningIn: boolean;
  /** Why the last attempt was refused (the toast's text), until the next attempt. */
  failure: string | null;
}

/** Signs in, toasts the outcome (docs/PRODUCT.md sections 2 and 8) and leaves for the calendar. */
export function useSignIn(onSignedIn?: OnSignedIn): SignIn {
  const dispatch = useAppDispatch();
  const [login] = useLoginMutation();
  const { toast } = useToast();
  const redirect = useDelayedNavigate();
  const { submitOnce, isSubmitting } = useSubmissionGuard();
  const [failure, setFailure] = useState<string | null>(null);

  const signIn = (credentials: LoginRequest) =>
    submitOnce(async () => {
      setFailure(null);
      let session: SessionDto;
      try {
        session = await login(credentials).unwrap();
      } catch (error) {
        const message = loginFailureMessage(error);
        toast({ title: 'Login failed', description: message, variant: 'destructive' });
        setFailure(message);
        return 'failed';
      }
      toast({ title: 'Login successful', description: 'Welcome back!' });
      onSignedIn?.({ dispatch, session });
      redirect('/');
      return 'succeeded';
    });

  return { signIn, isSigningIn: isSubmitting, failure };
}
