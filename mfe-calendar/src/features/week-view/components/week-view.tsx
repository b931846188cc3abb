import { useCallback, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import moment from 'moment';
import FullCalendar, {
  type CalendarRef,
  type DateClickInfo,
  type EventDropInfo,
  type SlotHeaderInfo,
} from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import { isoDateOf, timeLabel, type BookingDto } from '@booking-portal/api/contract';
import { MoveBookingDialog } from '../../day-view';
import { usePromotions } from '../hooks/use-promotions';
import { useShownWeek } from '../hooks/use-shown-week';
import { useWeekEvents } from '../hooks/use-week-events';
import { handleWeekDrop } from '../week-drop';
import { handleSlotClick, WEEK_END_HOUR, WEEK_FIRST_HOUR } from '../week-slots';
import { WeekInteractionContext, type WeekInteraction } from './week-interaction';
import { renderWeekSlot } from './week-slot-content';
import type { BookingViewProps } from '../../bookings';
import {
  CALENDAR_THEME_PLUGIN,
  calendarPalette,
  LoadingBookings,
  PENDING_BACKGROUND,
  PENDING_BORDER_COLOR,
  PENDING_EVENT_CLASS,
  useKeptEvents,
} from '../../booking-presentation';
import { closureGridStyles, isClosureMark, revealClosureMark } from '../../closures';
import { weekClosureEventsOf } from '../week-closures';

export interface WeekViewProps extends BookingViewProps {
  /** Monday of the shown week, yyyy-MM-dd */
  weekStart: string;
}

/** docs/PRODUCT.md section 9: the week grid scrolls inside at most 600 px. */
const WEEK_SCROLL_HEIGHT_PX = 600;
/** Rows tall enough for a main block's title and time, two chips and '+N more' (6rem). */
const WEEK_ROW_HEIGHT_PX = 96;
const PLUGINS = [timeGridPlugin, interactionPlugin, CALENDAR_THEME_PLUGIN];

/**
 * The class names the week view gives FullCalendar's parts through its class-name options; the frame
 * styles them and the tests find the grid by them (with FullCalendar's data-date on a day's column).
 * FullCalendar 7's own class names are generated and change between releases.
 */
const WEEK_GRID_CLASS = {
  grid: 'week-grid',
  dayHeader: 'week-day-header',
  day: 'week-day',
  dayEvents: 'week-day-events',
  hourLabel: 'week-hour-label',
  slot: 'week-slot',
  slotInner: 'week-slot-inner',
} as const;
const SLOT_MIN_TIME = `${String(WEEK_FIRST_HOUR).padStart(2, '0')}:00:00`;
const SLOT_MAX_TIME = `${WEEK_END_HOUR}:00:00`;
/** Column headers in the en-US words people read (docs/PRODUCT.md section 9, date locale): 'Mon, Nov 16'. */
const DAY_HEADER_FORMAT = { weekday: 'short', month: 'short', day: 'numeric' } as const;

/**
 * FullCalendar names a day's header link by its full date ('May 4, 2026') while it shows 'Mon, May 4':
 * a name that does not contain the shown text (WCAG 2.5.3, axe's label-content-name-mismatch). Without
 * that label the link is named by what it shows.
 */
function nameHeaderLinkByItsText({ el }: { el: HTMLElement }): void {
  el.querySelector('[role="link"][aria-label]')?.removeAttribute('aria-label');
}

/** '8:00 AM' ... '11:00 PM', '12:00 AM' (the spec's row labels). */
function renderSlotLabel(arg: SlotHeaderInfo) {
  return timeLabel(moment(arg.date).format('HH:mm'));
}

const Frame = styled.div`
  ${calendarPalette}
  --fc-classic-today: rgb(59 130 246 / 0.08);
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};

  .${WEEK_GRID_CLASS.grid} {
    font-size: 1rem;
    line-height: 1.5;
  }

  .${WEEK_GRID_CLASS.hourLabel} {
    font-size: 0.8125rem;
    white-space: nowrap;
  }

  .${WEEK_GRID_CLASS.dayHeader} {
    padding: 0.375rem 0.25rem;
    color: inherit;
    font-size: 0.875rem;
    font-weight: 600;
  }

  /* A slot's block in its main booking's department colour (FullCalendar's --fc-event-color). */
  .${WEEK_GRID_CLASS.slot} {
    border: 1px solid var(--fc-event-color);
    border-radius: 3px;
  }

  .${WEEK_GRID_CLASS.slot} > .${WEEK_GRID_CLASS.slotInner} {
    display: block;
    height: 100%;
    padding: 0;
  }

  .${WEEK_GRID_CLASS.slot}.${PENDING_EVENT_CLASS} {
    border: 2px solid ${PENDING_BORDER_COLOR};
    background: ${PENDING_BACKGROUND};
  }

  /* A day's layer of slots covers the whole column, above its closed times: only the slots in it take
     the pointer, so a closed time's mark under it can be hovered and clicked. */
  .${WEEK_GRID_CLASS.dayEvents} {
    pointer-events: none;
  }

  .${WEEK_GRID_CLASS.dayEvents} .${WEEK_GRID_CLASS.slot} {
    pointer-events: auto;
  }

  /* A closed time: hatched in its column's rows, its mark at the top and the tooltip under it. */
  ${closureGridStyles('top')}
`;

/**
 * The week view (docs/PRODUCT.md section 2): FullCalendar's time grid, Monday first, hourly rows 8:00 AM to
 * 12:00 AM, one block per slot with chips for overlapping bookings. The page owns the toolbar and data.
 */
export function WeekView({
  weekStart,
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
  startBooking,
}: WeekViewProps) {
  const calendarRef = useRef<CalendarRef>(null);
  useShownWeek(calendarRef, weekStart);
  const { promotions, promote } = usePromotions();
  const slotEvents = useWeekEvents(bookings, departments, promotions);
  const builtEvents = useMemo(
    () =>
      closedDays.size === 0 ? slotEvents : [...slotEvents, ...weekClosureEventsOf(closedDays, weekStart)],
    [slotEvents, closedDays, weekStart],
  );
  // A refetch rebuilds every slot; the unchanged ones keep their objects, so FullCalendar redraws only
  // the slots that changed (and nothing when none did).
  const events = useKeptEvents(builtEvents);
  const [moving, setMoving] = useState<BookingDto | null>(null);
  const bookingsById = useMemo(() => new Map(bookings.map((booking) => [booking.id, booking])), [bookings]);

  // Dragging: writers in edit mode, and not while any booking is selected (docs/PRODUCT.md section 4).
  const canMove = canWrite && editMode && selectedIds.size === 0;

  const onDrop = useCallback(
    (info: EventDropInfo) =>
      handleWeekDrop(info, bookingsById, (booking, target) => actions.move(booking, target)),
    [bookingsById, actions],
  );
  const onDateClick = useCallback(
    (info: DateClickInfo) => {
      if (isClosureMark(info.jsEvent.target)) return;
      handleSlotClick(info.date, canWrite, (defaults) => startBooking(defaults));
    },
    [canWrite, startBooking],
  );
  const onDayHeaderClick = useCallback((date: Date) => openDay(isoDateOf(date)), [openDay]);

  const interaction = useMemo<WeekInteraction>(
    () => ({
      departments,
      closedDays,
      selecting: canWrite && editMode,
      canMove,
      selectedIds,
      toggleSelected,
      openDay,
      promote,
      requestMove: setMoving,
    }),
    [departments, closedDays, canWrite, editMode, canMove, selectedIds, toggleSelected, openDay, promote],
  );

  return (
    <WeekInteractionContext.Provider value={interaction}>
      {isLoading && <LoadingBookings />}
      <Frame>
        <FullCalendar
          ref={calendarRef}
          plugins={PLUGINS}
          initialView="timeGridWeek"
          initialDate={weekStart}
          headerToolbar={false}
          firstDay={1}
          dayHeaderFormat={DAY_HEADER_FORMAT}
          dayHeaderDidMount={nameHeaderLinkByItsText}
          allDaySlot={false}
          slotMinTime={SLOT_MIN_TIME}
          slotMaxTime={SLOT_MAX_TIME}
          slotDuration="01:00:00"
          slotHeaderInterval="01:00:00"
          slotMinHeight={WEEK_ROW_HEIGHT_PX}
          slotHeaderContent={renderSlotLabel}
          className={WEEK_GRID_CLASS.grid}
          dayHeaderInnerClass={WEEK_GRID_CLASS.dayHeader}
          dayLaneClass={WEEK_GRID_CLASS.day}
          dayLaneInnerClass={WEEK_GRID_CLASS.dayEvents}
          slotHeaderInnerClass={WEEK_GRID_CLASS.hourLabel}
          eventClass={WEEK_GRID_CLASS.slot}
          eventInnerClass={WEEK_GRID_CLASS.slotInner}
          scrollTime={SLOT_MIN_TIME}
          contentHeight={WEEK_SCROLL_HEIGHT_PX}
          slotEventOverlap={false}
          events={events}
          eventContent={renderWeekSlot}
          backgroundEventContent={renderWeekSlot}
          backgroundEventDidMount={revealClosureMark}
          editable={canMove}
          eventDurationEditable={false}
          eventLongPressDelay={300}
          eventDrop={onDrop}
          dateClick={onDateClick}
          navLinks
          navLinkDayClick={onDayHeaderClick}
        />
      </Frame>
      {moving !== null && (
        <MoveBookingDialog
          booking={moving}
          onMove={(booking, target) => actions.move(booking, target)}
          onClose={() => setMoving(null)}
        />
      )}
    </WeekInteractionContext.Provider>
  );
}
