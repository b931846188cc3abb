import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { Role } from '@booking-portal/api/contract';
import { useIsMobile } from '@booking-portal/shell/runtime';
import { navItemsFor, showsNavBar } from './nav-items';

const Bar = styled.nav`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const List = styled.ul`
  display: flex;
  gap: 0.25rem;
  max-width: 80rem;
  margin: 0 auto;
  padding: 0 1rem;
  list-style: none;
  overflow-x: auto;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 0 0.5rem;
    justify-content: space-between;
  }
`;

const Link = styled(NavLink)`
  display: inline-block;
  padding: 0.75rem 0.875rem;
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.mutedText};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &.active {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The navigation bar of docs/PRODUCT.md section 2: items per role, short labels under 768 px, hidden for plain users. */
export function MainNav({ role }: { role: Role }) {
  const isMobile = useIsMobile();
  if (!showsNavBar(role)) return null;
  return (
    <Bar aria-label="Main">
      <List>
        {navItemsFor(role).map((item) => (
          <li key={item.path}>
            <Link to={item.path} end={item.path === '/'} title={item.description}>
              {isMobile ? item.shortLabel : item.label}
            </Link>
          </li>
        ))}
      </List>
    </Bar>
  );
}
