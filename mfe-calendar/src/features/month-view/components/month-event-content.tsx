import { memo, type KeyboardEvent, type ReactNode } from 'react';
import { timeLabel, type BookingDto } from '@booking-portal/api/contract';
import { bookingName, instrumentIconsOf } from '../../booking-presentation';
import { ClosureMark, VENUE_CLOSED_CLASS, VENUE_CLOSED_MARK } from '../../closures';
import type { MonthClosureProps } from '../month-closures';
import { recordBookingContentRender } from './content-render-probe';

/*
 * What the month grid draws inside FullCalendar's event and day-cell elements. FullCalendar renders with
 * React itself, so this content is part of its own tree: it is there when FullCalendar measures its rows.
 */

/**
 * Controls inside an event carry this attribute: FullCalendar's own click handling sees their clicks
 * too, so the month view skips eventClick for them.
 */
export const BOOKING_CONTROL_ATTRIBUTE = 'data-booking-control';

/**
 * The class names of the content's parts; MonthGridFrame styles them. A booking's two lines (its title,
 * then its details and controls) sit directly in FullCalendar's own content element (MONTH_GRID_CLASS.eventInner).
 */
export const MONTH_CONTENT_CLASS = {
  title: 'month-booking-title',
  details: 'month-booking-details',
  time: 'month-booking-time',
  pendingTag: 'month-booking-pending-tag',
  icons: 'month-booking-icons',
  button: 'month-booking-button',
  moreLink: 'month-more-link',
  dot: 'month-booking-dot',
} as const;

export interface MonthBookingContentProps {
  booking: BookingDto;
  canWrite: boolean;
  editMode: boolean;
  selected: boolean;
  onToggleSelected: (booking: BookingDto) => void;
  /** Dragging is allowed (docs/PRODUCT.md section 4), so its keyboard way, Move, shows too. */
  canMove: boolean;
  /** The keyboard way of a drag: opens the move dialog. */
  onMove: (booking: BookingDto) => void;
  /** The per-booking menu (writers, outside edit mode). */
  onOpenMenu: (booking: BookingDto) => void;
  /** 'Venue closed: {reasons}' when a closure covers the booking; absent or null otherwise. */
  venueClosed?: string | null;
}

/**
 * FullCalendar makes the whole event a keyboard control: its keydown handler takes Enter and Space,
 * cancels them (so a focused button or checkbox inside is never pressed) and reports a click on the
 * event. A control inside keeps its own Enter and Space by not letting them reach the event.
 */
function keepOwnKeys(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
}

const CONTROL = { [BOOKING_CONTROL_ATTRIBUTE]: '', onKeyDown: keepOwnKeys };

/** Up to 3 instrument icons then '+N': an image to screen readers, named by all the instruments. */
function InstrumentIcons({ booking }: { booking: BookingDto }) {
  const { icons, hidden } = instrumentIconsOf(booking);
  if (icons.length === 0) return null;
  return (
    <span
      className={MONTH_CONTENT_CLASS.icons}
      role="img"
      aria-label={`Instruments: ${booking.performers.map(({ instrument }) => instrument).join(', ')}`}
    >
      {icons.map(({ instrument, icon }, index) => (
        <span key={`${instrument}-${index}`} aria-hidden="true">
          {icon}
        </span>
      ))}
      {hidden > 0 && <span aria-hidden="true">{`+${hidden}`}</span>}
    </span>
  );
}

/**
 * One booking in a month cell, in two lines so the title leads at every width: the title (wrapping
 * rather than cut), then its time, a 'Pending' badge, up to 3 instrument icons then '+N', and the
 * controls. In edit mode it gets a selection checkbox and a Move button; outside it, writers get the
 * per-booking menu.
 */
export function MonthBookingContent({
  booking,
  canWrite,
  editMode,
  selected,
  onToggleSelected,
  canMove,
  onMove,
  onOpenMenu,
  venueClosed = null,
}: MonthBookingContentProps) {
  const name = bookingName(booking);
  return (
    <>
      <span className={MONTH_CONTENT_CLASS.title}>{booking.title}</span>
      <span className={MONTH_CONTENT_CLASS.details}>
        {editMode && canWrite && (
          <input
            {...CONTROL}
            type="checkbox"
            aria-label={`Select ${name}`}
            checked={selected}
            onChange={() => onToggleSelected(booking)}
            // Space toggles a checkbox; Enter does too here, as it presses every other control of the chip.
            onKeyDown={(event) => {
              keepOwnKeys(event);
              if (event.key !== 'Enter') return;
              event.preventDefault();
              onToggleSelected(booking);
            }}
          />
        )}
        <span className={MONTH_CONTENT_CLASS.time}>{timeLabel(booking.time)}</span>
        {booking.status === 'pending' && <span className={MONTH_CONTENT_CLASS.pendingTag}>Pending</span>}
        {venueClosed !== null && (
          <span className={VENUE_CLOSED_CLASS} role="img" aria-label={venueClosed} title={venueClosed}>
            <span aria-hidden="true">{VENUE_CLOSED_MARK}</span>
          </span>
        )}
        <InstrumentIcons booking={booking} />
        {canMove && (
          <button
            {...CONTROL}
            className={MONTH_CONTENT_CLASS.button}
            aria-label={`Move ${name}`}
            onClick={() => onMove(booking)}
          >
            Move
          </button>
        )}
        {canWrite && !editMode && (
          <button
            {...CONTROL}
            className={MONTH_CONTENT_CLASS.button}
            aria-label={`Actions for ${name}`}
            aria-haspopup="dialog"
            onClick={() => onOpenMenu(booking)}
          >
            ⋯
          </button>
        )}
      </span>
    </>
  );
}

function sameProps(first: MonthBookingContentProps, second: MonthBookingContentProps): boolean {
  const keys = Object.keys(first) as (keyof MonthBookingContentProps)[];
  return (
    keys.length === Object.keys(second).length && keys.every((key) => Object.is(first[key], second[key]))
  );
}

/** A booking's content, drawn (and counted by the render probe) only when its props change. */
function CountedMonthBookingContent(props: MonthBookingContentProps) {
  recordBookingContentRender(props.booking.id);
  return <MonthBookingContent {...props} />;
}

/**
 * A booking's content as a component that draws again only when its props change: FullCalendar calls
 * eventContent for every event of the grid whenever its events change, and a booking that stayed the
 * same object (the month view keeps unchanged events, useKeptEvents) is then left as it is.
 */
const MemoMonthBookingContent = memo(CountedMonthBookingContent, sameProps);

/** One booking's content in a month cell, drawn again only when what it shows changes. */
export function monthBookingElement(props: MonthBookingContentProps): ReactNode {
  return <MemoMonthBookingContent {...props} />;
}

/** A cell's '+N more': the whole entry is clickable (it opens the day), so this only styles the text. */
export function moreLinkContent(text: string): ReactNode {
  return <span className={MONTH_CONTENT_CLASS.moreLink}>{text}</span>;
}

/** A day cell's number, then a dot when the day has bookings (hidden from screen readers). */
export function dayCellContent(dayNumberText: string, hasBookings: boolean): ReactNode {
  return (
    <>
      {dayNumberText}
      {hasBookings && (
        <span className={MONTH_CONTENT_CLASS.dot} aria-hidden="true" data-testid="booking-dot" />
      )}
    </>
  );
}

/**
 * A closed day's mark, drawn in its shaded background event: a button that opens the day, described
 * by a tooltip with the day's closures (shown on hover and keyboard focus, MonthGridFrame).
 */
export function closureMarkContent(
  { closedOn, label, text }: MonthClosureProps,
  onOpenDay: (date: string) => void,
): ReactNode {
  return <ClosureMark label={label} text={text} onActivate={() => onOpenDay(closedOn)} />;
}
