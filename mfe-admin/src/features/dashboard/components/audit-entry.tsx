import styled from 'styled-components';
import type { AuditLogDto } from '@booking-portal/api/contract';
import { formatTimestamp } from '../dashboard-format';
import { StatusBadge } from './status-badge';

export const AuditList = styled.ul`
  display: grid;
  gap: 0.625rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: 0.125rem;
  padding-bottom: 0.625rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: none;
    padding-bottom: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const Details = styled.code`
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
`;

/** One audit row: action, who, when, failure badge and (in the full log) its details. */
export function AuditEntry({ entry, showDetails = false }: { entry: AuditLogDto; showDetails?: boolean }) {
  return (
    <Item>
      <Row>
        <strong>{entry.action}</strong>
        {!entry.success && <StatusBadge $tone="red">failed</StatusBadge>}
      </Row>
      <Meta>{`${entry.email ?? 'system'} • ${formatTimestamp(entry.timestamp)}`}</Meta>
      {showDetails && entry.details && <Details>{entry.details}</Details>}
    </Item>
  );
}
