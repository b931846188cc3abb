import { memo, useCallback, useMemo, useRef, useState, type MouseEvent } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import type {
  DayCellContentArg,
  DayCellMountArg,
  EventClickArg,
  EventContentArg,
  EventDropArg,
} from '@fullcalendar/core';
import { isoDateOf, type BookingDto } from '@booking-portal/api/contract';
import { BookingMenuDialog, MoveToDateDialog } from '../../booking-actions';
import { bookingOfEvent, monthDropTarget, moreDateOfEvent, toMonthEvents } from '../month-events';
import { closureOfEvent, toMonthClosureEvents } from '../month-closures';
import { HoldCalendarDrawing, useDrawCalendarAt } from './calendar-drawing';
import { useInteractionPlugin } from './interaction-plugin';
import { MonthGridFrame } from './month-grid-frame';
import {
  BOOKING_CONTROL_ATTRIBUTE,
  closureMarkContent,
  dayCellContent,
  monthBookingElement,
  moreLinkContent,
} from './month-event-content';
import type { BookingViewProps } from '../../bookings';
import { datesWithBookings, MonthSkeleton, useKeptEvents } from '../../booking-presentation';
import { closuresCovering, isClosureMark, venueClosedText } from '../../closures';

/**
 * FullCalendar names each day cell by its day number alone (aria-labelledby), which hides the bookings
 * inside from the name; named by its content, the cell reads its date and bookings.
 */
function nameCellByItsContent({ el }: DayCellMountArg): void {
  el.removeAttribute('aria-labelledby');
}

/** docs/PRODUCT.md section 9: a drop requests the move after 50 ms. */
export const MONTH_DROP_MOVE_DELAY_MS = 50;

const GRID_PLUGINS = [dayGridPlugin];

/** What a click on a day cell's empty space may not be: a booking, a closure mark or a link inside it. */
const NOT_THE_DAY = '.fc-event, a, button, input, [role="button"]';

/** The date of the day cell clicked, unless the click was on something inside it with its own meaning. */
function clickedDayOf(target: EventTarget | null): string | null {
  if (!(target instanceof Element) || isClosureMark(target) || target.closest(NOT_THE_DAY)) return null;
  return target.closest('td[data-date]')?.getAttribute('data-date') ?? null;
}

function isBookingControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${BOOKING_CONTROL_ATTRIBUTE}]`) !== null;
}

type OpenDialog = { kind: 'menu' | 'move'; booking: BookingDto } | null;

/**
 * The month view (docs/PRODUCT.md section 2): FullCalendar's 6-week Sunday-first grid, controlled by the page's
 * date, with a dot on days that have bookings. Clicking a day, its number or '+N more' opens the day; so
 * does clicking a booking outside edit mode. In edit mode bookings get a checkbox and a Move button and
 * may be dragged to another day unless a booking is selected. Memoized: the screen re-renders on every
 * change of the shared store (a read finishing, a toast), and every render of <FullCalendar> makes it run
 * a drawing pass over the whole grid.
 */
export const MonthView = memo(function MonthView(props: BookingViewProps & { date: string }) {
  const {
    bookings,
    departments,
    closedDays,
    isLoading,
    canWrite,
    editMode,
    selectedIds,
    toggleSelected,
    actions,
    openDay,
    date,
  } = props;
  const calendarRef = useRef<FullCalendar>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  // The event array changes only with the bookings (or their colours) and the closed days, never on
  // unrelated renders.
  const bookingEvents = useMemo(() => toMonthEvents(bookings, departments), [bookings, departments]);
  const builtEvents = useMemo(
    () => (closedDays.size === 0 ? bookingEvents : [...bookingEvents, ...toMonthClosureEvents(closedDays)]),
    [bookingEvents, closedDays],
  );
  // A refetch rebuilds every event; the unchanged ones keep their objects, so FullCalendar redraws only
  // the bookings that changed (and nothing when none did).
  const events = useKeptEvents(builtEvents);
  const bookedDates = useMemo(() => datesWithBookings(bookings), [bookings]);
  const interactionPlugin = useInteractionPlugin(canWrite && editMode);
  const plugins = useMemo(
    () => (interactionPlugin === null ? GRID_PLUGINS : [...GRID_PLUGINS, interactionPlugin]),
    [interactionPlugin],
  );
  const canDrag = canWrite && editMode && selectedIds.size === 0 && interactionPlugin !== null;

  useDrawCalendarAt(calendarRef, date);

  const toggleBooking = useCallback((booking: BookingDto) => toggleSelected(booking.id), [toggleSelected]);
  const openMove = useCallback((booking: BookingDto) => setDialog({ kind: 'move', booking }), []);
  const openMenu = useCallback((booking: BookingDto) => setDialog({ kind: 'menu', booking }), []);

  const renderEvent = useCallback(
    ({ event }: EventContentArg) => {
      const closure = closureOfEvent(event.extendedProps);
      if (closure !== null) return closureMarkContent(closure, openDay);
      const moreOn = moreDateOfEvent(event.extendedProps);
      if (moreOn !== null) return moreLinkContent(event.title);
      const booking = bookingOfEvent(event.extendedProps);
      if (booking === null) return null;
      const covering = closuresCovering(booking, closedDays);
      return monthBookingElement({
        booking,
        canWrite,
        editMode,
        selected: selectedIds.has(booking.id),
        onToggleSelected: toggleBooking,
        canMove: canDrag,
        onMove: openMove,
        onOpenMenu: openMenu,
        venueClosed: covering.length === 0 ? null : venueClosedText(covering),
      });
    },
    [canWrite, editMode, selectedIds, canDrag, toggleBooking, openMove, openMenu, openDay, closedDays],
  );

  const renderDayCell = useCallback(
    ({ date: cellDate, dayNumberText }: DayCellContentArg) =>
      dayCellContent(dayNumberText, bookedDates.has(isoDateOf(cellDate))),
    [bookedDates],
  );

  const onEventClick = useCallback(
    ({ event, jsEvent }: EventClickArg) => {
      if (isBookingControl(jsEvent.target)) return;
      jsEvent.preventDefault();
      const moreOn = moreDateOfEvent(event.extendedProps);
      if (moreOn !== null) {
        openDay(moreOn);
        return;
      }
      const booking = bookingOfEvent(event.extendedProps);
      if (booking === null) return;
      if (editMode && canWrite) toggleSelected(booking.id);
      else openDay(booking.date);
    },
    [editMode, canWrite, toggleSelected, openDay],
  );

  const onEventDrop = useCallback(
    (drop: EventDropArg) => {
      // FullCalendar's own copy goes back; the refetched bookings place it where the server has it.
      drop.revert();
      if (drop.event.start === null) return;
      const target = monthDropTarget(drop.event.extendedProps, isoDateOf(drop.event.start));
      if (target === null) return;
      window.setTimeout(() => actions.move(target.booking, { date: target.date }), MONTH_DROP_MOVE_DELAY_MS);
    },
    [actions],
  );

  // A click on a day's empty space opens it: one listener on the grid, so the day click needs no
  // interaction plugin (which only dragging does).
  const onGridClick = useCallback(
    (click: MouseEvent<HTMLDivElement>) => {
      const day = clickedDayOf(click.target);
      if (day !== null) openDay(day);
    },
    [openDay],
  );
  const onNavLinkDayClick = useCallback((day: Date) => openDay(isoDateOf(day)), [openDay]);

  if (isLoading) return <MonthSkeleton />;

  return (
    <MonthGridFrame onClick={onGridClick}>
      <HoldCalendarDrawing calendarRef={calendarRef} />
      <FullCalendar
        // FullCalendar takes its plugins when it is made: the grid is made again once dragging is possible.
        key={plugins.length}
        ref={calendarRef}
        plugins={plugins}
        initialView="dayGridMonth"
        initialDate={date}
        headerToolbar={false}
        firstDay={0}
        height="auto"
        fixedWeekCount
        showNonCurrentDates
        events={events}
        eventOrder="order"
        eventDisplay="block"
        dayMaxEvents={false}
        eventContent={renderEvent}
        dayCellContent={renderDayCell}
        dayCellDidMount={nameCellByItsContent}
        eventClick={onEventClick}
        editable={canDrag}
        eventStartEditable={canDrag}
        eventDurationEditable={false}
        // An option of the interaction plugin: FullCalendar warns of it until the plugin is there.
        {...(interactionPlugin === null ? {} : { eventDrop: onEventDrop })}
        navLinks
        navLinkDayClick={onNavLinkDayClick}
      />
      {dialog?.kind === 'menu' && (
        <BookingMenuDialog booking={dialog.booking} actions={actions} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'move' && (
        <MoveToDateDialog
          booking={dialog.booking}
          onMove={(target) => actions.move(dialog.booking, { date: target })}
          onClose={() => setDialog(null)}
        />
      )}
    </MonthGridFrame>
  );
});
