import styled from 'styled-components';
import {
  calendarPalette,
  PENDING_BACKGROUND,
  PENDING_BORDER_COLOR,
  PENDING_EVENT_CLASS,
} from '../../booking-presentation';
import { CLOSURE_CLASS, closureGridStyles, venueClosedMarkClassStyles } from '../../closures';
import { MORE_EVENT_CLASS } from '../month-events';
import { MONTH_CONTENT_CLASS } from './month-event-content';

/**
 * The class names the month view gives FullCalendar's parts through its class-name options; the frame
 * styles them and the tests find the grid by them (with FullCalendar's data-date on a day cell).
 */
export const MONTH_GRID_CLASS = {
  grid: 'month-grid',
  weekday: 'month-weekday',
  day: 'month-day',
  otherMonthDay: 'month-day-other',
  today: 'month-day-today',
  dayTop: 'month-day-top',
  dayNumber: 'month-day-number',
  dayEvents: 'month-day-events',
  event: 'month-event',
  eventInner: 'month-event-inner',
  draggable: 'month-event-draggable',
} as const;

const C = MONTH_GRID_CLASS;

/**
 * FullCalendar's month grid in the portal's theme: dimmed neighbour-month days, a highlighted today,
 * 100 px cells (70 px under 768 px), a booking dot, striped pending bookings (docs/PRODUCT.md sections 2, 4) and
 * hatched closed days with their 'Closed' mark.
 * It also styles what FullCalendar draws inside its events and day cells (month-event-content.tsx), which
 * is plain markup with class names rather than styled components. Every selector is a class the month
 * view hands FullCalendar (MONTH_GRID_CLASS) or one of the content's own: FullCalendar 7's class names
 * are generated and change between releases.
 */
export const MonthGridFrame = styled.div`
  ${calendarPalette}

  color: ${({ theme }) => theme.colors.text};

  .${C.grid} {
    font-size: 1rem;
    line-height: 1.5;
  }

  .${C.weekday} {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }

  .${C.day} {
    min-height: 100px;
    cursor: pointer;
  }

  .${C.dayTop} {
    align-items: center;
  }

  .${C.dayNumber} {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  .${C.otherMonthDay} {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  /* Neighbour-month days are dimmed by their background and a muted number; their bookings keep full
     contrast (translucent text would fail WCAG contrast). */
  .${C.otherMonthDay} .${C.dayNumber} {
    color: ${({ theme }) => theme.colors.mutedText};
    opacity: 1;
  }

  .${C.today} {
    background: ${({ theme }) => (theme.mode === 'dark' ? '#1e3a5f' : '#eff6ff')};
  }

  .${C.today} .${C.dayNumber} {
    margin: 2px;
    padding: 0 0.25rem;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }

  /* A booking in its department's colour (FullCalendar's --fc-event-color), a thicker left edge. */
  .${C.event} {
    border: 1px solid var(--fc-event-color);
    border-left-width: 4px;
    border-radius: 3px;
    white-space: normal;
    cursor: pointer;
  }

  .${C.event}.${PENDING_EVENT_CLASS} {
    background: ${PENDING_BACKGROUND} !important;
    border-color: ${PENDING_BORDER_COLOR} !important;
  }

  .${C.event}.${MORE_EVENT_CLASS} {
    border-color: transparent;
    background: transparent;
  }

  /* A closed day: hatched under the day's number and bookings, its mark in the room left under the
     day's bookings. Without FullCalendar's z-index on the element around it, the shade makes no
     stacking context of its own, so the mark's tooltip can rise above the bookings. */
  ${closureGridStyles('bottom')}
  ${venueClosedMarkClassStyles}

  .${C.day} :has(> .${CLOSURE_CLASS.shade}) {
    z-index: auto;
  }

  /* A closed day keeps a line free under its bookings and '+N more' for the mark. */
  .${C.day}:has(.${CLOSURE_CLASS.shade}) .${C.dayEvents} {
    padding-bottom: 1.5rem;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    .${C.day} {
      min-height: 70px;
    }
  }

  /* A booking's event: its two lines (month-event-content.tsx) stacked, never wider than the day cell. */
  .${C.event}:not(.${MORE_EVENT_CLASS}) > .${C.eventInner} {
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: 1px;
    width: 100%;
    min-width: 0;
    padding: 1px 3px 2px;
    font-size: 0.75rem;
    line-height: 1.25;
    white-space: normal;
  }

  /* The title leads and wraps rather than being cut; very long custom titles stop after 3 lines. */
  .${MONTH_CONTENT_CLASS.title} {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
    overflow: hidden;
    overflow-wrap: anywhere;
    white-space: normal;
    font-weight: 600;
  }

  /* Time, pending mark, icons and controls: one line where they fit, wrapped where they do not. */
  .${MONTH_CONTENT_CLASS.details} {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 1px 0.25rem;
    min-width: 0;
    font-size: 0.6875rem;
  }

  .${MONTH_CONTENT_CLASS.details} input {
    flex-shrink: 0;
    width: 0.8125rem;
    height: 0.8125rem;
    margin: 0;
  }

  .${MONTH_CONTENT_CLASS.time} {
    white-space: nowrap;
  }

  .${MONTH_CONTENT_CLASS.icons} {
    white-space: nowrap;
  }

  .${MONTH_CONTENT_CLASS.pendingTag} {
    padding: 0 0.25rem;
    border-radius: ${({ theme }) => theme.radii.small};
    background: #b91c1c;
    color: #ffffff;
    font-size: 0.625rem;
    font-weight: 700;
    line-height: 1.4;
    white-space: nowrap;
  }

  /* Move and the menu sit at the line's end, and come along to the next line when it is full. */
  .${MONTH_CONTENT_CLASS.button} {
    flex-shrink: 0;
    min-width: 1.25rem;
    padding: 0 0.25rem;
    border: 1px solid currentColor;
    border-radius: ${({ theme }) => theme.radii.small};
    background: rgb(255 255 255 / 0.7);
    color: #0f172a;
    font: inherit;
    line-height: 1.3;
    cursor: pointer;
  }

  .${MONTH_CONTENT_CLASS.button}:first-of-type {
    margin-left: auto;
  }

  /* Keyboard focus shows on the booking and on each of its controls (docs/PRODUCT.md's drag has a keyboard way). */
  .${C.event}:focus-visible, .${MONTH_CONTENT_CLASS.details} input:focus-visible,
  .${MONTH_CONTENT_CLASS.button}:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
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
