import type { EventInput } from '@fullcalendar/react';
import type { BookingDto, DepartmentSummaryDto } from '@booking-portal/api/contract';
import { bookingEventColors, byStartTime } from '../booking-presentation';
import { blockSpanOf, displayMinutesOf } from './week-slots';

/** Besides the main block, a slot shows up to 2 small stacked chips, then '+N more' (docs/PRODUCT.md section 2). */
const MAX_WEEK_CHIPS = 2;

/** The bookings of one day that start in the same hourly row, in time-then-title order. */
export interface WeekSlotGroup {
  /** 'yyyy-MM-dd@hour', stable across refetches so a promotion survives them. */
  key: string;
  date: string;
  bookings: BookingDto[];
}

/** A slot as drawn: the main block, the chips under it and how many more are hidden. */
export interface ArrangedSlot {
  key: string;
  date: string;
  main: BookingDto;
  chips: BookingDto[];
  hiddenCount: number;
}

export function groupBySlot(bookings: readonly BookingDto[]): WeekSlotGroup[] {
  const groups = new Map<string, WeekSlotGroup>();
  for (const booking of bookings) {
    const key = `${booking.date}@${Math.floor(displayMinutesOf(booking.time) / 60)}`;
    const group = groups.get(key) ?? { key, date: booking.date, bookings: [] };
    group.bookings.push(booking);
    groups.set(key, group);
  }
  for (const group of groups.values()) group.bookings.sort(byStartTime);
  return [...groups.values()];
}

/**
 * The first booking (by time, then title) is the main block unless the user promoted another by
 * clicking its chip; the others follow in order as chips, the rest behind '+N more'.
 */
export function arrangeSlot(group: WeekSlotGroup, promotedId: number | undefined): ArrangedSlot | null {
  const promoted = group.bookings.find((booking) => booking.id === promotedId);
  const main = promoted ?? group.bookings[0];
  if (main === undefined) return null;
  const others = group.bookings.filter((booking) => booking !== main);
  return {
    key: group.key,
    date: group.date,
    main,
    chips: others.slice(0, MAX_WEEK_CHIPS),
    hiddenCount: Math.max(0, others.length - MAX_WEEK_CHIPS),
  };
}

/** What a week event carries for its content and for drops. */
interface WeekEventExtras {
  slot: ArrangedSlot;
}

/**
 * One FullCalendar event per slot: the main booking's block (ceil(duration/60) rows) in its
 * department's colour, with a red border when pending; the chips ride along in extendedProps.
 */
export function weekEventsOf(
  groups: readonly WeekSlotGroup[],
  promotions: ReadonlyMap<string, number>,
  departments: readonly DepartmentSummaryDto[],
): EventInput[] {
  const events: EventInput[] = [];
  for (const group of groups) {
    const slot = arrangeSlot(group, promotions.get(group.key));
    if (slot === null) continue;
    const extras: WeekEventExtras = { slot };
    events.push({
      id: slot.key,
      ...blockSpanOf(slot.main),
      ...bookingEventColors(slot.main, departments),
      extendedProps: extras,
    });
  }
  return events;
}

/** The slot an event carries, or null for anything else (invalid drag data is ignored, docs/PRODUCT.md section 4). */
export function slotOfEvent(event: { extendedProps: Record<string, unknown> }): ArrangedSlot | null {
  const slot = event.extendedProps['slot'] as Partial<ArrangedSlot> | undefined;
  if (slot === undefined || slot === null || typeof slot !== 'object') return null;
  if (typeof slot.main?.id !== 'number' || typeof slot.key !== 'string') return null;
  return slot as ArrangedSlot;
}
