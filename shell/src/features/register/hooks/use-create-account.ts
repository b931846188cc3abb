import type { RegisterRequest } from '@booking-portal/api/contract';
import { useToast } from '@booking-portal/shell/runtime';
import { useDelayedNavigate, useSubmissionGuard } from '../../auth-form';
import { useRegisterMutation } from '../register.endpoints';
import { registerFailureMessage } from '../register-failure-message';

export interface CreateAccount {
  createAccount: (account: RegisterRequest) => Promise<void>;
  isCreating: boolean;
}

/** Registers, toasts the outcome (SPEC.md sections 2 and 8) and leaves for the calendar. */
export function useCreateAccount(): CreateAccount {
  const [register] = useRegisterMutation();
  const { toast } = useToast();
  const redirect = useDelayedNavigate();
  const { submitOnce, isSubmitting } = useSubmissionGuard();

  const createAccount = (account: RegisterRequest) =>
    submitOnce(async () => {
      try {
        await register(account).unwrap();
      } catch (error) {
        toast({
          title: 'Registration failed',
          description: registerFailureMessage(error),
          variant: 'destructive',
        });
        return 'failed';
      }
      toast({ title: 'Account created successfully' });
      redirect('/');
      return 'succeeded';
    });

  return { createAccount, isCreating: isSubmitting };
}
