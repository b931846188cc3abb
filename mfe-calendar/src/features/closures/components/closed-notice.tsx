import styled from 'styled-components';
import { closedSpanText, type ClosedSpan } from '../closed-days';
import { CLOSED_SYMBOL } from '../covered-bookings';
import { closureShade } from '../closure-mark';

const Notice = styled.div`
  padding: 0.625rem 0.875rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  position: relative;
  overflow: hidden;

  /* The grids' hatching, behind the text so the text keeps its contrast. */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    ${closureShade}
    opacity: 0.5;
  }
`;

const Lines = styled.ul`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  font-weight: 600;
`;

const Line = styled.li`
  display: flex;
  gap: 0.375rem;
  align-items: baseline;
`;

/**
 * The closures of one day as text, for the views that list a day rather than draw a grid (the day
 * view and the phone's views): each reason visible, so nothing hides behind hover or focus.
 */
export function ClosedNotice({ spans }: { spans: readonly ClosedSpan[] }) {
  if (spans.length === 0) return null;
  return (
    <Notice role="note" aria-label="Venue closures">
      <Lines>
        {spans.map((span) => (
          <Line key={`${span.closure.id}-${span.startMinutes}`}>
            <span aria-hidden="true">{CLOSED_SYMBOL}</span>
            <span>{closedSpanText(span)}</span>
          </Line>
        ))}
      </Lines>
    </Notice>
  );
}
