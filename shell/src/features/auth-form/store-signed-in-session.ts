import type { RegistrationPendingDto, SessionDto } from '@booking-portal/api/contract';
import { sessionApi, type AppDispatch } from '@booking-portal/shell/runtime';

/**
 * Stores the session a sign-in or registration answered with as the current session. Storing it,
 * rather than invalidating and refetching, means the guard already sees the user as signed in when
 * the screen moves on to the calendar 0.5 s later, however slow the network is.
 */
export async function storeSignedInSession(
  dispatch: AppDispatch,
  fulfilled: Promise<{ data: SessionDto | RegistrationPendingDto }>,
): Promise<void> {
  let answer: SessionDto | RegistrationPendingDto;
  try {
    ({ data: answer } = await fulfilled);
  } catch {
    // A refused sign-in changes nothing: the visitor stays signed out and the screen shows why.
    return;
  }
  // A registration that waits for its e-mailed link answers without a session: nobody is signed in yet.
  if ('pending' in answer) return;
  dispatch(sessionApi.util.upsertQueryData('getSession', undefined, answer));
}
