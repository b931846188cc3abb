import { useNavigate } from 'react-router-dom';
import { errorMessageOf, useLogoutMutation, useToast } from '@booking-portal/shell/runtime';

export interface SignOut {
  signOut: () => Promise<void>;
  isSigningOut: boolean;
}

/** Ends the session on the server and goes to /login; a failure stays here and says why (docs/PRODUCT.md section 8). */
export function useSignOut(): SignOut {
  const [logout, { isLoading }] = useLogoutMutation();
  const { toast } = useToast();
  const navigate = useNavigate();

  const signOut = async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessageOf(error, 'Failed to log out'),
        variant: 'destructive',
      });
      return;
    }
    await navigate('/login', { replace: true });
  };

  return { signOut, isSigningOut: isLoading };
}
