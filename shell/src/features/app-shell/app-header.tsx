import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from '@booking-portal/shell/runtime';
import { ROUTES } from '../navigation';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  max-width: 80rem;
  margin: 0 auto;
  padding: 0.5rem 1rem;
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.125rem;
  font-weight: 700;
  text-decoration: none;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const PORTAL_TITLE = 'Booking Portal';

/** Logo and title (back to the calendar), theme toggle and the account menu. */
export function AppHeader({ email }: { email: string }) {
  return (
    <Bar>
      <Row>
        <Brand to={ROUTES.calendar}>
          <Logo />
          <span>{PORTAL_TITLE}</span>
        </Brand>
        <Actions>
          <ThemeToggle />
          <UserMenu email={email} />
        </Actions>
      </Row>
    </Bar>
  );
}
