import { memo, useCallback, useMemo, useState, type MouseEvent } from 'react';
import FullCalendar, {
  joinClassNames,
  type DayCellInfo,
  type EventClickInfo,
  type EventDisplayInfo,
  type EventDropInfo,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import { isoDateOf, type BookingDto } from '@booking-portal/api/contract';
import { BookingMenuDialog, MoveToDateDialog } from '../../booking-actions';
import { bookingOfEvent, monthDropTarget, moreDateOfEvent, toMonthEvents } from '../month-events';
import { closureOfEvent, toMonthClosureEvents } from '../month-closures';
import { useInteractionPlugin } from './interaction-plugin';
import { MONTH_GRID_CLASS, MonthGridFrame } from './month-grid-frame';
import {
  BOOKING_CONTROL_ATTRIBUTE,
  closureMarkContent,
  dayCellContent,
  monthBookingElement,
  moreLinkContent,
} from './month-event-content';
import type { BookingViewProps } from '../../bookings';
import {
  CALENDAR_THEME_PLUGIN,
  datesWithBookings,
  MonthSkeleton,
  useKeptEvents,
} from '../../booking-presentation';
import { closuresCovering, isClosureMark, revealClosureMark, venueClosedText } from '../../closures';

/** docs/PRODUCT.md section 9: a drop requests the move after 50 ms. */
export const MONTH_DROP_MOVE_DELAY_MS = 50;

const GRID_PLUGINS = [dayGridPlugin, CALENDAR_THEME_PLUGIN];

/**
 * What a click on a day cell's empty space may not be: a booking, a closure mark or a link inside it
 * (the day number is a link that opens the day itself).
 */
const NOT_THE_DAY = `.${MONTH_GRID_CLASS.event}, a, button, input, [role="button"], [role="link"]`;

/** The date of the day cell clicked, unless the click was on something inside it with its own meaning. */
function clickedDayOf(target: EventTarget | null): string | null {
  if (!(target instanceof Element) || isClosureMark(target) || target.closest(NOT_THE_DAY)) return null;
  return target.closest(`.${MONTH_GRID_CLASS.day}[data-date]`)?.getAttribute('data-date') ?? null;
}

/** The portal's class names on FullCalendar's day cells (MONTH_GRID_CLASS). */
function dayCellClass({ isOther, isToday }: DayCellInfo): string {
  return joinClassNames(
    MONTH_GRID_CLASS.day,
    isOther && MONTH_GRID_CLASS.otherMonthDay,
    isToday && MONTH_GRID_CLASS.today,
  );
}

/**
 * FullCalendar gives a clickable event role="button". A booking's event holds its own controls (a
 * checkbox, Move, the menu), which a button may not contain: its children would be hidden from screen
 * readers, and axe reports the nesting. Without the role the event stays focusable and opens with
 * Enter or Space, as FullCalendar's keyboard handler stays.
 */
function withoutButtonRole({ el }: { el: HTMLElement }): void {
  el.removeAttribute('role');
}

function eventClass({ isDraggable }: EventDisplayInfo): string {
  return joinClassNames(MONTH_GRID_CLASS.event, isDraggable && MONTH_GRID_CLASS.draggable);
}

/** 'YYYY-MM' of a 'YYYY-MM-DD' date: the month whose grid shows it. */
function monthOf(date: string): string {
  return date.slice(0, 7);
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

  const toggleBooking = useCallback((booking: BookingDto) => toggleSelected(booking.id), [toggleSelected]);
  const openMove = useCallback((booking: BookingDto) => setDialog({ kind: 'move', booking }), []);
  const openMenu = useCallback((booking: BookingDto) => setDialog({ kind: 'menu', booking }), []);

  const renderClosure = useCallback(
    ({ event }: EventDisplayInfo) => {
      const closure = closureOfEvent(event.extendedProps);
      return closure === null ? null : closureMarkContent(closure, openDay);
    },
    [openDay],
  );

  const renderEvent = useCallback(
    ({ event }: EventDisplayInfo) => {
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
    [canWrite, editMode, selectedIds, canDrag, toggleBooking, openMove, openMenu, closedDays],
  );

  const renderDayCell = useCallback(
    ({ date: cellDate, dayNumberText }: DayCellInfo) =>
      dayCellContent(dayNumberText, bookedDates.has(isoDateOf(cellDate))),
    [bookedDates],
  );

  const onEventClick = useCallback(
    ({ event, jsEvent }: EventClickInfo) => {
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
    (drop: EventDropInfo) => {
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
      <FullCalendar
        // FullCalendar takes its plugins when it is made: the grid is made again once dragging is possible.
        // It is made anew for each month too, at the page's date with that month's events: moving a
        // made grid to another date would first draw the new month's bookings on the old grid, then the
        // whole new grid again.
        key={`${plugins.length}-${monthOf(date)}`}
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
        className={MONTH_GRID_CLASS.grid}
        dayHeaderClass={MONTH_GRID_CLASS.weekday}
        dayCellClass={dayCellClass}
        dayCellTopClass={MONTH_GRID_CLASS.dayTop}
        dayCellTopInnerClass={MONTH_GRID_CLASS.dayNumber}
        dayCellInnerClass={MONTH_GRID_CLASS.dayEvents}
        dayCellTopContent={renderDayCell}
        eventClass={eventClass}
        eventInnerClass={MONTH_GRID_CLASS.eventInner}
        eventContent={renderEvent}
        eventDidMount={withoutButtonRole}
        backgroundEventContent={renderClosure}
        backgroundEventDidMount={revealClosureMark}
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
