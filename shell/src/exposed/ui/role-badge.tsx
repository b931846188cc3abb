import styled from 'styled-components';
import { ROLE_BADGES, type Role } from '@booking-portal/api/contract';

const badgeColors: Record<Role, { light: [string, string]; dark: [string, string] }> = {
  owner: { light: ['#f3e8ff', '#6b21a8'], dark: ['#4c1d95', '#f3e8ff'] },
  super_admin: { light: ['#dbeafe', '#1e3a8a'], dark: ['#1e3a8a', '#dbeafe'] },
  org_admin: { light: ['#dcfce7', '#14532d'], dark: ['#14532d', '#dcfce7'] },
  user: { light: ['#f1f5f9', '#334155'], dark: ['#334155', '#f1f5f9'] },
};

const Pill = styled.span<{ $role: Role }>`
  display: inline-flex;
  align-items: center;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: 0.8125rem;
  font-weight: 600;
  background: ${({ theme, $role }) => badgeColors[$role][theme.mode][0]};
  color: ${({ theme, $role }) => badgeColors[$role][theme.mode][1]};
`;

/** The role pill of docs/PRODUCT.md section 6: Owner, Super Admin, Admin (org admin) or User. */
export function RoleBadge({ role }: { role: Role }) {
  return <Pill $role={role}>{ROLE_BADGES[role]}</Pill>;
}
