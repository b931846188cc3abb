import styled, { css } from 'styled-components';
import type { VenueClosureDto } from '@booking-portal/api/contract';
import { CLOSED_SYMBOL, VENUE_CLOSED_MARK, venueClosedText } from '../covered-bookings';

/** The class of the mark on a booking a closure covers, where a view styles it by class (the month's content). */
export const VENUE_CLOSED_CLASS = 'venue-closed-mark';

/**
 * How the mark looks: a small outlined badge in the danger colour, beside the Pending badge. It never outgrows
 * the line it sits on: in a narrow month cell 'Venue closed' wraps onto a second line inside the chip rather
 * than spilling into the next day.
 */
const venueClosedMarkStyles = css`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  box-sizing: border-box;
  padding: 0 0.375rem;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 1.4;
  white-space: normal;
  overflow-wrap: anywhere;
`;

/** The month grid's mark, styled by its frame. */
export const venueClosedMarkClassStyles = css`
  .${VENUE_CLOSED_CLASS} {
    ${venueClosedMarkStyles}
  }
`;

const Mark = styled.span`
  ${venueClosedMarkStyles}
`;

/**
 * 'Venue closed' on a booking that a closure of its venue (or of the whole organization) covers: an
 * image to screen readers named by the closures' reasons, with the same text as its tooltip. `compact`
 * shows the closure symbol alone, for a phone's one-line booking row, where the day's closures are spelled
 * out just above its bookings and the words would cut the title.
 */
export function VenueClosedMark({
  closures,
  compact = false,
}: {
  closures: readonly VenueClosureDto[];
  compact?: boolean;
}) {
  if (closures.length === 0) return null;
  const text = venueClosedText(closures);
  return (
    <Mark className={VENUE_CLOSED_CLASS} role="img" aria-label={text} title={text}>
      <span aria-hidden="true">{compact ? CLOSED_SYMBOL : VENUE_CLOSED_MARK}</span>
    </Mark>
  );
}
