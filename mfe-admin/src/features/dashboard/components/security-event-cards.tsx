import styled from 'styled-components';
import {
  DASHBOARD_POLLING_MS,
  SECURITY_EVENTS_SHOWN,
  type SecurityEventDto,
} from '@booking-portal/api/contract';
import { Button, useWriteFeedback } from '@booking-portal/shell/runtime';
import { CARD_ANCHORS, securityEventAnchor } from '../dashboard-anchors';
import { formatTimestamp } from '../dashboard-format';
import { useListSecurityEventsQuery, useResolveSecurityEventMutation } from '../dashboard.endpoints';
import { FETCH_FAILURES, NO_SECURITY_EVENTS } from '../dashboard-texts';
import { useFetchFailureToast } from '../hooks/use-fetch-failure-toast';
import { DashboardCard, Muted } from './dashboard-card';
import { SEVERITY_TONES, StatusBadge } from './status-badge';
import { EntryItem, EntryList, EntryRow } from './entry-list';
import { SecurityEventDetails } from './security-event-details';

const EventType = styled.strong`
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

/** An entry a health issue can lead to (its id, severity and focus). */
const LinkableEntry = styled(EntryItem)`
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** ' • 5 times, last Mar 10, 2026 1:05:00 PM' for an event that repeated within its hour; '' otherwise. */
function repeatsOf(event: SecurityEventDto): string {
  const times = event.occurrences ?? 1;
  if (times <= 1) return '';
  const last = event.lastSeen === undefined ? '' : `, last ${formatTimestamp(event.lastSeen)}`;
  return ` • ${times} times${last}`;
}

function UnresolvedEvent({ event, onResolve }: { event: SecurityEventDto; onResolve: (id: number) => void }) {
  const time = formatTimestamp(event.timestamp);
  return (
    <LinkableEntry id={securityEventAnchor(event.id)} data-severity={event.severity} tabIndex={-1}>
      <EntryRow>
        <StatusBadge $tone={SEVERITY_TONES[event.severity]}>{event.severity}</StatusBadge>
        <EventType>{event.eventType}</EventType>
        <Button
          $variant="secondary"
          $size="small"
          style={{ marginLeft: 'auto' }}
          aria-label={`Resolve ${event.eventType} of ${time}`}
          onClick={() => onResolve(event.id)}
        >
          Resolve
        </Button>
      </EntryRow>
      <Meta>{`IP: ${event.ipAddress ?? 'unknown'}${event.email ? ` • ${event.email}` : ''} • ${time}${repeatsOf(event)}`}</Meta>
      <SecurityEventDetails details={event.details} />
    </LinkableEntry>
  );
}

/**
 * Unresolved Security Events (severity badge, type, IP, details, time, and Resolve) and Recent
 * Security Events (Session), its first 10: both from one read of the unresolved events, polled every
 * 30 s (docs/PRODUCT.md section 4: security events are listed only while unresolved).
 */
export function SecurityEventCards({ autoRefresh }: { autoRefresh: boolean }) {
  const { data, isLoading, isError } = useListSecurityEventsQuery(undefined, {
    pollingInterval: autoRefresh ? DASHBOARD_POLLING_MS.securityEvents : 0,
  });
  useFetchFailureToast(isError, FETCH_FAILURES.securityEvents);
  const [resolveEvent] = useResolveSecurityEventMutation();
  const runWrite = useWriteFeedback();
  const failure = data === undefined && !isLoading ? FETCH_FAILURES.securityEvents : null;
  const events = data ?? [];

  const resolve = (id: number) =>
    void runWrite(() => resolveEvent(id).unwrap(), {
      success: 'Security event resolved',
      failure: 'Failed to resolve security event',
      preferServerMessage: false,
    });

  return (
    <>
      <DashboardCard
        title="Unresolved Security Events"
        anchorId={CARD_ANCHORS.unresolvedSecurityEvents}
        isLoading={isLoading}
        failure={failure}
      >
        {events.length === 0 ? (
          <Muted>{NO_SECURITY_EVENTS}</Muted>
        ) : (
          <EntryList>
            {events.map((event) => (
              <UnresolvedEvent key={event.id} event={event} onResolve={resolve} />
            ))}
          </EntryList>
        )}
      </DashboardCard>
      <DashboardCard title="Recent Security Events (Session)" isLoading={isLoading} failure={failure}>
        {events.length === 0 ? (
          <Muted>{NO_SECURITY_EVENTS}</Muted>
        ) : (
          <EntryList>
            {events.slice(0, SECURITY_EVENTS_SHOWN).map((event) => (
              <EntryItem key={event.id}>
                <EntryRow>
                  <StatusBadge $tone={SEVERITY_TONES[event.severity]}>{event.severity}</StatusBadge>
                  <EventType>{event.eventType}</EventType>
                </EntryRow>
                <Meta>{`${event.email ?? event.ipAddress ?? 'unknown'} • ${formatTimestamp(event.timestamp)}`}</Meta>
              </EntryItem>
            ))}
          </EntryList>
        )}
      </DashboardCard>
    </>
  );
}
