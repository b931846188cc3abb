import { useId, useState } from 'react';
import styled from 'styled-components';
import { changeSetSummary, type AuditLogDto } from '@booking-portal/api/contract';
import { Button } from '@booking-portal/shell/runtime';
import { auditedChangeSetOf, type AuditedChangeSet } from '../audited-change-set';
import { formatTimestamp } from '../dashboard-format';
import { CHANGE_SET_TEXTS } from '../dashboard-texts';
import { ActivityDetails } from './activity-details';
import { ChangeSetItems } from './change-set-items';
import { StatusBadge } from './status-badge';
import { EntryItem, EntryRow } from './entry-list';

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const Disclosure = styled(Button)`
  justify-self: start;
`;

/**
 * Opens a change set's entry: its items are read only when opened. The button is described by the
 * entry's line, so each 'Show changes' of the list says which change it opens.
 */
function ChangeSetDisclosure({ changeSet, summaryId }: { changeSet: AuditedChangeSet; summaryId: string }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const itemsId = useId();
  return (
    <>
      <Disclosure
        $variant="ghost"
        $size="small"
        aria-expanded={isExpanded}
        aria-controls={isExpanded ? itemsId : undefined}
        aria-describedby={summaryId}
        onClick={() => setIsExpanded((expanded) => !expanded)}
      >
        {isExpanded ? CHANGE_SET_TEXTS.hide : CHANGE_SET_TEXTS.show}
      </Disclosure>
      {isExpanded && <ChangeSetItems id={itemsId} changeSetId={changeSet.id} />}
    </>
  );
}

/**
 * One audit row: action, who, when, failure badge and (in the full log) its details as a sentence. A booking write's
 * row is one line for its whole change set (what and how many bookings), expandable to each booking's
 * old and new values, in the recent list and the full log alike.
 */
export function AuditEntry({ entry, showDetails = false }: { entry: AuditLogDto; showDetails?: boolean }) {
  const changeSet = auditedChangeSetOf(entry.details);
  const summaryId = useId();
  return (
    <EntryItem>
      <EntryRow id={summaryId}>
        <strong>{entry.action}</strong>
        {changeSet && <span>{changeSetSummary(changeSet.kind, changeSet.itemCount)}</span>}
        {!entry.success && <StatusBadge $tone="red">failed</StatusBadge>}
      </EntryRow>
      <Meta>{`${entry.email ?? 'system'} • ${formatTimestamp(entry.timestamp)}`}</Meta>
      {changeSet ? (
        <ChangeSetDisclosure changeSet={changeSet} summaryId={summaryId} />
      ) : (
        showDetails && <ActivityDetails action={entry.action} details={entry.details} />
      )}
    </EntryItem>
  );
}
