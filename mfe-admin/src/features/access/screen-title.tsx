import styled from 'styled-components';
import type { Role } from '@booking-portal/api/contract';
import { Heading, RoleBadge } from '@booking-portal/shell/runtime';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

/** An admin screen's h1, with the viewer's role pill when the screen shows one. */
export function ScreenTitle({ title, role }: { title: string; role?: Role }) {
  return (
    <Row>
      <Heading>{title}</Heading>
      {role !== undefined && <RoleBadge role={role} />}
    </Row>
  );
}
