import { useCallback, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import moment from 'moment';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import type { EventDropArg, SlotLabelContentArg } from '@fullcalendar/core';
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
import { LoadingBookings, PENDING_EVENT_CLASS, useKeptEvents } from '../../booking-presentation';
import { closureGridStyles, isClosureMark } from '../../closures';
import { weekClosureEventsOf } from '../week-closures';

export interface WeekViewProps extends BookingViewProps {
  /** Monday of the shown week, yyyy-MM-dd */
  weekStart: string;
}

/** docs/PRODUCT.md section 9: the week grid scrolls inside at most 600 px. */
const WEEK_SCROLL_HEIGHT_PX = 600;
const PLUGINS = [timeGridPlugin, interactionPlugin];
const SLOT_MIN_TIME = `${String(WEEK_FIRST_HOUR).padStart(2, '0')}:00:00`;
const SLOT_MAX_TIME = `${WEEK_END_HOUR}:00:00`;
/** Column headers in the en-US words people read (docs/PRODUCT.md section 9, date locale): 'Mon, Nov 16'. */
const DAY_HEADER_FORMAT = { weekday: 'short', month: 'short', day: 'numeric' } as const;

/** '8:00 AM' ... '11:00 PM', '12:00 AM' (the spec's row labels). */
function renderSlotLabel(arg: SlotLabelContentArg) {
  return timeLabel(moment(arg.date).format('HH:mm'));
}

const Frame = styled.div`
  --fc-page-bg-color: ${({ theme }) => theme.colors.surface};
  --fc-border-color: ${({ theme }) => theme.colors.border};
  --fc-neutral-bg-color: ${({ theme }) => theme.colors.surfaceMuted};
  --fc-today-bg-color: rgb(59 130 246 / 0.08);
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};

  /* Rows tall enough for a main block's title and time, two chips and '+N more'. */
  .fc .fc-timegrid-slot {
    height: 6rem;
  }

  .fc .fc-timegrid-slot-label-cushion {
    font-size: 0.8125rem;
    white-space: nowrap;
  }

  .fc .fc-col-header-cell-cushion {
    padding: 0.375rem 0.25rem;
    color: inherit;
    font-weight: 600;
  }

  .fc .fc-timegrid-event .fc-event-main {
    padding: 0;
  }

  .fc .fc-timegrid-event.${PENDING_EVENT_CLASS} {
    border-width: 2px;
  }

  /* A closed time: hatched in its column's rows, its mark at the top and the tooltip under it. */
  ${closureGridStyles('.fc-timegrid-col-bg', 'top')}
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
  const calendarRef = useRef<FullCalendar>(null);
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
    (info: EventDropArg) =>
      handleWeekDrop(info, bookingsById, (booking, target) => actions.move(booking, target)),
    [bookingsById, actions],
  );
  const onDateClick = useCallback(
    (info: DateClickArg) => {
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
          allDaySlot={false}
          slotMinTime={SLOT_MIN_TIME}
          slotMaxTime={SLOT_MAX_TIME}
          slotDuration="01:00:00"
          slotLabelInterval="01:00:00"
          slotLabelContent={renderSlotLabel}
          scrollTime={SLOT_MIN_TIME}
          contentHeight={WEEK_SCROLL_HEIGHT_PX}
          slotEventOverlap={false}
          events={events}
          eventContent={renderWeekSlot}
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
