import styled from 'styled-components';
import { SESSION_END_MESSAGES } from '@booking-portal/api/contract';
import { useSessionEndCause } from '@booking-portal/shell/runtime';

const Notice = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.dangerSurface};
  font-size: 0.875rem;
  font-weight: 600;
`;

/**
 * Why the user is back at sign-in when the server ended their session under an open page (the
 * account disabled, signed out elsewhere, a new password, the session expired). Nothing otherwise.
 */
export function SessionEndNotice() {
  const cause = useSessionEndCause();
  if (cause === null) return null;
  return <Notice role="alert">{SESSION_END_MESSAGES[cause]}</Notice>;
}
