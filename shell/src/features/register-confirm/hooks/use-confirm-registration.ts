import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_LINK_MESSAGES } from '@booking-portal/api/contract';
import { useToast } from '@booking-portal/shell/runtime';
import { LINK_SUBMIT_FAILED, useLinkToken } from '../../account-link';
import { readServerError, useDelayedNavigate } from '../../auth-form';
import { useConfirmRegistrationMutation } from '../register-confirm.endpoints';

export type RegistrationConfirmation =
  { state: 'confirming' } | { state: 'confirmed' } | { state: 'refused'; message: string };

/**
 * Uses the registration link once, as soon as the page opens: the account is created and signed in,
 * 'Account created successfully' shows and the calendar opens 0.5 s later (SPEC.md section 2).
 */
export function useConfirmRegistration(): RegistrationConfirmation {
  const token = useLinkToken();
  const [confirmRegistration] = useConfirmRegistrationMutation();
  const { toast } = useToast();
  const redirect = useDelayedNavigate();
  const [outcome, setOutcome] = useState<RegistrationConfirmation>(() =>
    token === null
      ? { state: 'refused', message: ACCOUNT_LINK_MESSAGES.linkInvalid }
      : { state: 'confirming' },
  );
  // The link is single use: a second request (a remount, a re-run effect) would only be refused.
  const sent = useRef(false);

  useEffect(() => {
    if (token === null || sent.current) return;
    sent.current = true;
    confirmRegistration({ token })
      .unwrap()
      .then(
        () => {
          setOutcome({ state: 'confirmed' });
          toast({ title: 'Account created successfully' });
          redirect('/');
        },
        (error: unknown) => {
          const { status, message } = readServerError(error);
          const refused = status !== null && status >= 400 && status < 500;
          setOutcome({
            state: 'refused',
            message: refused ? (message ?? LINK_SUBMIT_FAILED) : LINK_SUBMIT_FAILED,
          });
        },
      );
  }, [token, confirmRegistration, toast, redirect]);

  return outcome;
}
