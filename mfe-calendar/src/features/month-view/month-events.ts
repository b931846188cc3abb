import type { EventInput } from '@fullcalendar/react';
import type { BookingDto, DepartmentSummaryDto } from '@booking-portal/api/contract';
import { bookingEventColors, byStartTime } from '../booking-presentation';

/** docs/PRODUCT.md sections 2 and 9: at most 2 bookings per cell, then '+N more'. */
export const MONTH_CELL_MAX_BOOKINGS = 2;

/** What a booking's month event carries back to our handlers and content. */
interface MonthEventProps {
  booking: BookingDto;
  /** The department colour (docs/PRODUCT.md section 3, colour rule). */
  color: string;
  /** Place in its cell, for FullCalendar's eventOrder. */
  order: number;
}

/** The cell's '+N more' entry: the bookings it stands for are not handed to FullCalendar at all. */
interface MoreEventProps {
  moreOn: string;
  hidden: number;
  order: number;
}

function bookingEvent(
  booking: BookingDto,
  departments: readonly DepartmentSummaryDto[],
  order: number,
): EventInput {
  const colors = bookingEventColors(booking, departments);
  const extendedProps: MonthEventProps = { booking, color: colors.color, order };
  return {
    id: String(booking.id),
    title: booking.title,
    start: booking.date,
    allDay: true,
    ...colors,
    extendedProps,
  };
}

function moreEvent(date: string, hidden: number): EventInput {
  const extendedProps: MoreEventProps = { moreOn: date, hidden, order: MONTH_CELL_MAX_BOOKINGS };
  return {
    id: `more-${date}`,
    title: `+${hidden} more`,
    start: date,
    allDay: true,
    editable: false,
    startEditable: false,
    display: 'block',
    color: 'transparent',
    className: MORE_EVENT_CLASS,
    extendedProps,
  };
}

/** The class of a cell's '+N more' entry. */
export const MORE_EVENT_CLASS = 'booking-more';

/**
 * The month grid's events: per day the first 2 bookings by time as all-day entries in their department
 * colour (pending ones striped with a red border, docs/PRODUCT.md section 4), then one '+N more' entry. Handing
 * FullCalendar only what a cell shows keeps a month of 600 bookings as cheap to draw as an empty one.
 * Callers memoize the result on the bookings array, so FullCalendar keeps its events across unrelated
 * renders.
 */
export function toMonthEvents(
  bookings: readonly BookingDto[],
  departments: readonly DepartmentSummaryDto[],
): EventInput[] {
  const byDate = new Map<string, BookingDto[]>();
  for (const booking of bookings) {
    const day = byDate.get(booking.date);
    if (day === undefined) byDate.set(booking.date, [booking]);
    else day.push(booking);
  }
  const events: EventInput[] = [];
  for (const [date, day] of byDate) {
    const sorted = [...day].sort(byStartTime);
    sorted
      .slice(0, MONTH_CELL_MAX_BOOKINGS)
      .forEach((booking, order) => events.push(bookingEvent(booking, departments, order)));
    if (sorted.length > MONTH_CELL_MAX_BOOKINGS)
      events.push(moreEvent(date, sorted.length - MONTH_CELL_MAX_BOOKINGS));
  }
  return events;
}

/** The date whose '+N more' entry an event is, or null for a booking. */
export function moreDateOfEvent(extendedProps: Record<string, unknown>): string | null {
  const moreOn = (extendedProps as Partial<MoreEventProps>).moreOn;
  return typeof moreOn === 'string' ? moreOn : null;
}

/**
 * What a drop on the month grid asks for: the dropped booking and its new date, or null when the drag
 * data is not a booking (ignored, docs/PRODUCT.md section 4) or the day is the same.
 */
export function monthDropTarget(
  extendedProps: Record<string, unknown>,
  droppedOn: string,
): { booking: BookingDto; date: string } | null {
  const booking = bookingOfEvent(extendedProps);
  if (booking === null || droppedOn === booking.date) return null;
  return { booking, date: droppedOn };
}

/** The booking a FullCalendar event carries, or null for anything else. */
export function bookingOfEvent(extendedProps: Record<string, unknown>): BookingDto | null {
  const booking = (extendedProps as Partial<MonthEventProps>).booking;
  return booking !== undefined && booking !== null && typeof booking.id === 'number' ? booking : null;
}
