import styled from 'styled-components';
import { PENDING_BACKGROUND, PENDING_BORDER_COLOR, PENDING_EVENT_CLASS } from '../../booking-presentation';
import { MORE_EVENT_CLASS } from '../month-events';
import { MONTH_CONTENT_CLASS } from './month-event-content';

/**
 * FullCalendar's month grid in the portal's theme: dimmed neighbour-month days, a highlighted today,
 * 100 px cells (70 px under 768 px), a booking dot, and striped pending bookings (SPEC.md sections 2, 4).
 * It also styles what FullCalendar draws inside its events and day cells (month-event-content.ts), which
 * is plain markup with class names rather than styled components.
 */
export const MonthGridFrame = styled.div`
  --fc-border-color: ${({ theme }) => theme.colors.border};
  --fc-page-bg-color: ${({ theme }) => theme.colors.surface};
  --fc-neutral-bg-color: ${({ theme }) => theme.colors.surfaceMuted};
  --fc-today-bg-color: transparent;

  color: ${({ theme }) => theme.colors.text};

  .fc-col-header-cell-cushion,
  .fc-daygrid-day-number {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  .fc-daygrid-day-frame {
    min-height: 100px;
    cursor: pointer;
  }

  .fc-daygrid-day-top {
    align-items: center;
  }

  .fc-day-other {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  /* Neighbour-month days are dimmed by their background and a muted number; their bookings keep full
     contrast (translucent text would fail WCAG contrast). */
  .fc-day-other .fc-daygrid-day-top {
    color: ${({ theme }) => theme.colors.mutedText};
    opacity: 1;
  }

  .fc-day-today {
    background: ${({ theme }) => (theme.mode === 'dark' ? '#1e3a5f' : '#eff6ff')};
  }

  .fc-day-today .fc-daygrid-day-number {
    margin: 2px;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }

  .fc-daygrid-event {
    border-width: 1px;
    border-left-width: 4px;
    white-space: normal;
  }

  .${PENDING_EVENT_CLASS} {
    background: ${PENDING_BACKGROUND} !important;
    border-color: ${PENDING_BORDER_COLOR} !important;
  }

  .${MORE_EVENT_CLASS} {
    cursor: pointer;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    .fc-daygrid-day-frame {
      min-height: 70px;
    }
  }

  /* A booking's event: its parts (month-event-content.ts) in one row, without an element of their own. */
  .fc-daygrid-event:not(.${MORE_EVENT_CLASS}) > .fc-event-main {
    display: flex;
    align-items: center;
    gap: 0.25rem;
    width: 100%;
    min-width: 0;
    padding: 1px 2px;
    font-size: 0.75rem;
    line-height: 1.25;
  }

  .${MONTH_CONTENT_CLASS.title} {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: 600;
  }

  .${MONTH_CONTENT_CLASS.time} {
    flex-shrink: 0;
  }

  .${MONTH_CONTENT_CLASS.icons} {
    flex-shrink: 0;
    white-space: nowrap;
  }

  .${MONTH_CONTENT_CLASS.pendingTag} {
    flex-shrink: 0;
    padding: 0 0.25rem;
    border-radius: ${({ theme }) => theme.radii.small};
    background: #b91c1c;
    color: #ffffff;
    font-size: 0.625rem;
    font-weight: 700;
    text-transform: uppercase;
  }

  .${MONTH_CONTENT_CLASS.button} {
    flex-shrink: 0;
    padding: 0 0.25rem;
    border: 1px solid currentColor;
    border-radius: ${({ theme }) => theme.radii.small};
    background: rgb(255 255 255 / 0.7);
    color: #0f172a;
    font: inherit;
    font-size: 0.6875rem;
    cursor: pointer;
  }

  /* A cell's '+N more' text. */
  .${MONTH_CONTENT_CLASS.moreLink} {
    display: block;
    padding: 0 2px;
    color: ${({ theme }) => theme.colors.primary};
    font-size: 0.75rem;
    font-weight: 600;
  }

  .${MONTH_CONTENT_CLASS.dot} {
    display: inline-block;
    width: 6px;
    height: 6px;
    margin-left: 4px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    vertical-align: middle;
  }
`;
