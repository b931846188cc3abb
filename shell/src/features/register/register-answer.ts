import type { RegistrationPendingDto, SessionDto } from '@booking-portal/api/contract';

/** What POST /api/auth/register answers: a session (201), or, for a pending e-mail, a link sent to it (202). */
export type RegisterAnswer = SessionDto | RegistrationPendingDto;

export function isRegistrationPending(answer: RegisterAnswer): answer is RegistrationPendingDto {
  return 'pending' in answer && answer.pending;
}
