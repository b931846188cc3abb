import type { RegisterRequest } from '@booking-portal/api/contract';
import { useToast } from '@booking-portal/shell/runtime';
import { useDelayedNavigate, useSubmissionGuard } from '../../auth-form';
import { isRegistrationPending } from '../register-answer';
import { useRegisterMutation } from '../register.endpoints';
import { registerFailureMessage } from '../register-failure-message';

export interface CreateAccount {
  createAccount: (account: RegisterRequest) => Promise<void>;
  isCreating: boolean;
}

/**
 * Registers and toasts the outcome (docs/PRODUCT.md sections 2 and 8). A created account leaves for the calendar;
 * a pending e-mail is not signed in: `onLinkSent` gets the server's words (a link went to the address,
 * and 'Account created successfully' waits until it is opened).
 */
export function useCreateAccount(onLinkSent: (message: string) => void): CreateAccount {
  const [register] = useRegisterMutation();
  const { toast } = useToast();
  const redirect = useDelayedNavigate();
  const { submitOnce, isSubmitting } = useSubmissionGuard();

  const createAccount = (account: RegisterRequest) =>
    submitOnce(async () => {
      let answer;
      try {
        answer = await register(account).unwrap();
      } catch (error) {
        toast({
          title: 'Registration failed',
          description: registerFailureMessage(error),
          variant: 'destructive',
        });
        return 'failed';
      }
      if (isRegistrationPending(answer)) {
        onLinkSent(answer.message);
        return 'succeeded';
      }
      toast({ title: 'Account created successfully' });
      redirect('/');
      return 'succeeded';
    });

  return { createAccount, isCreating: isSubmitting };
}
