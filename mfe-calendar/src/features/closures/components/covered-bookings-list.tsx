import styled from 'styled-components';
import {
  CLOSE_VENUE_TEXTS as TEXTS,
  coveredBookingText,
  coveredSummary,
  moreCovered,
} from '../closure-dialog-texts';
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

const Items = styled.ul`
  margin: 0.5rem 0 0;
  padding-left: 1.25rem;
  max-height: 12rem;
  overflow-y: auto;
`;

function statusText(state: CoveredBookingsState): string {
  switch (state.status) {
    case 'idle':
      return TEXTS.coveredIdle;
    case 'checking':
      return TEXTS.coveredChecking;
    case 'failed':
      return TEXTS.coveredFailed;
    case 'checked':
      return state.coverage.total === 0 ? TEXTS.coveredNone : coveredSummary(state.coverage.total);
  }
}

/**
 * The bookings a closure covers, as the dialog's fields now stand: a polite live region, so a screen
 * reader hears how many each change of the span covers.
 */
export function CoveredBookingsList({ state, titleId }: { state: CoveredBookingsState; titleId: string }) {
  const bookings = state.status === 'checked' ? state.coverage.bookings : [];
  const hidden = state.status === 'checked' ? state.coverage.total - bookings.length : 0;
  return (
    <Section aria-labelledby={titleId}>
      <h3 id={titleId}>{TEXTS.coveredTitle}</h3>
      <div aria-live="polite">
        <Status $warning={bookings.length > 0}>{statusText(state)}</Status>
      </div>
      {bookings.length > 0 && (
        <Items aria-label={TEXTS.coveredList}>
          {bookings.map((booking) => (
            <li key={booking.id}>{coveredBookingText(booking)}</li>
          ))}
          {hidden > 0 && <li>{moreCovered(hidden)}</li>}
        </Items>
      )}
    </Section>
  );
}
