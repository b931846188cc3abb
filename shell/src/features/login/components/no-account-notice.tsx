import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES } from '../../navigation';

const Notice = styled.p`
  margin: 0;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: 0.875rem;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** What the register screen reads to start with the e-mail a refused sign-in was made with. */
interface RegisterLinkState {
  email: string;
}

/**
 * Under a sign-in refused with the spec's 'No account found…' (its toast keeps the text): someone an
 * administrator added has no password until they register, so the form offers the way to do that.
 * The same words show for an address nobody added (the register screen then says it is not in the
 * system), so the notice reveals nothing about which addresses exist.
 */
export function NoAccountNotice({ email }: { email: string }) {
  const state: RegisterLinkState = { email };
  return (
    <Notice>
      {'Added by an administrator but not registered yet? '}
      <Link to={ROUTES.register} state={state}>
        Create your account
      </Link>
      .
    </Notice>
  );
}
