import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@booking-portal/shell/runtime';
import {
  COVERED_BOOKINGS_TEXTS as TEXTS,
  coveredBookingText,
  coveredSummary,
  moreCovered,
} from '../covered-bookings-texts';
import type { CoveredBookingsState } from '../hooks/use-covered-bookings';

const Section = styled.section`
  margin-top: 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};

  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
`;

const Status = styled.p<{ $warning: boolean }>`
  margin: 0;
  color: ${({ theme, $warning }) => ($warning ? theme.colors.danger : theme.colors.mutedText)};
  font-weight: ${({ $warning }) => ($warning ? 600 : 400)};
`;

const Hint = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** Long lists scroll inside the section, so the dialog grows by a few lines at most. */
const Items = styled.ul`
  margin: 0.5rem 0 0;
  padding-left: 1.25rem;
  max-height: 9rem;
  overflow-y: auto;
  overflow-wrap: anywhere;
`;

const Retry = styled(Button)`
  margin-top: 0.5rem;
`;

function statusText(state: CoveredBookingsState): string {
  switch (state.status) {
    case 'idle':
      return TEXTS.idle;
    case 'checking':
      return TEXTS.checking;
    case 'failed':
      return TEXTS.failed;
    case 'checked':
      return state.coverage.total === 0 ? TEXTS.none : coveredSummary(state.coverage.total);
  }
}

export interface CoveredBookingsSectionProps {
  state: CoveredBookingsState;
  onRetry: () => void;
}

/**
 * The bookings the closure being written would cover, before it is saved. The status line is a live
 * region that is always there, so a screen reader hears each change (checking, how many, failed)
 * without the focus moving; the list itself scrolls, keyboard included, once it is long.
 */
export function CoveredBookingsSection({ state, onRetry }: CoveredBookingsSectionProps) {
  const titleId = useId();
  const bookings = state.status === 'checked' ? state.coverage.bookings : [];
  const hidden = state.status === 'checked' ? state.coverage.total - bookings.length : 0;
  return (
    <Section aria-labelledby={titleId}>
      <h3 id={titleId}>{TEXTS.title}</h3>
      <div role="status">
        <Status $warning={bookings.length > 0}>{statusText(state)}</Status>
        {bookings.length > 0 && <Hint>{TEXTS.closeVenueHint}</Hint>}
      </div>
      {state.status === 'failed' && (
        <Retry $variant="secondary" $size="small" onClick={onRetry}>
          {TEXTS.retry}
        </Retry>
      )}
      {bookings.length > 0 && (
        // Focusable so that a list taller than its box can be scrolled from the keyboard.
        <Items aria-label={TEXTS.list} tabIndex={0}>
          {bookings.map((booking) => (
            <li key={booking.id}>{coveredBookingText(booking)}</li>
          ))}
          {hidden > 0 && <li>{moreCovered(hidden)}</li>}
        </Items>
      )}
    </Section>
  );
}
