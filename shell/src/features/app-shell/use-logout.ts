import { useNavigate } from 'react-router-dom';
import { errorMessageOf, useLogoutMutation, useToast } from '@booking-portal/shell/runtime';
import { ROUTES } from '../navigation';

const LOGGED_OUT_MESSAGE = 'You have been logged out successfully';
const LOGOUT_FAILED_MESSAGE = 'Failed to log out';

/** Signs out, tells the user, and goes to /login; on failure the toast carries the reason. */
export function useLogout(): { logOut: () => Promise<void>; isLoggingOut: boolean } {
  const [logout, { isLoading }] = useLogoutMutation();
  const { toast } = useToast();
  const navigate = useNavigate();

  const logOut = async () => {
    try {
      await logout().unwrap();
      toast({ title: LOGGED_OUT_MESSAGE });
      await navigate(ROUTES.login, { replace: true });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessageOf(error, LOGOUT_FAILED_MESSAGE),
        variant: 'destructive',
      });
    }
  };

  return { logOut, isLoggingOut: isLoading };
}
