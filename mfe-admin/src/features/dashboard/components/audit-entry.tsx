import styled from 'styled-components';
import type { AuditLogDto } from '@booking-portal/api/contract';
import { formatTimestamp } from '../dashboard-format';
import { StatusBadge } from './status-badge';
import { EntryItem, EntryRow } from './entry-list';

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
    <EntryItem>
      <EntryRow>
        <strong>{entry.action}</strong>
        {!entry.success && <StatusBadge $tone="red">failed</StatusBadge>}
      </EntryRow>
      <Meta>{`${entry.email ?? 'system'} • ${formatTimestamp(entry.timestamp)}`}</Meta>
      {showDetails && entry.details && <Details>{entry.details}</Details>}
    </EntryItem>
  );
}
