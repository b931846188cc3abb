import { useMemo, useState } from 'react';
import { useScheduleBookings } from '../hooks/use-schedule-bookings';
import { useNow } from '../hooks/use-now';
import { useSiteVisit } from '../hooks/use-site-visit';
import { useVenueTimeZone } from '../hooks/use-venue-time-zone';
import { addMonths, monthGridRangeOf, monthOf } from '@booking-portal/api/contract';
import { venueTimeOf } from '../venue-clock';
import { weekPanelRangeOf, weekPerformancesOf } from '../week-performances';
import { DayPerformances } from './day-performances';
import { LoadError } from './load-error';
import { MonthCalendar } from './month-calendar';
import { ScheduleFooter } from './schedule-footer';
import { ScheduleHeader } from './schedule-header';
import { ScheduleLoading } from './schedule-loading';
import { ScheduleContent, ScheduleRoot } from './schedule-root';
import { WeekPanel } from './week-panel';

/** Ended performances drop out of the week panel, and 'Today' moves on at midnight, within a minute. */
const CLOCK_TICK_MS = 60_000;

export interface PublicScheduleProps {
  /** '' for the portal's own origin (shell page, iframe); the portal's origin for the custom element. */
  apiBase: string;
  /** What the site visit reports as its referrer: the previous page, or the page the embed sits in. */
  referrer: string | null;
}

interface VenueScheduleProps {
  apiBase: string;
  /** The venue's IANA time zone; null reads the device's clock (the venue could not be read). */
  timeZone: string | null;
  onRetryVenue: () => void;
}

/** The schedule laid out on the venue's days: 'Today', 'Tomorrow' and 'already ended' are the venue's. */
function VenueSchedule({ apiBase, timeZone, onRetryVenue }: VenueScheduleProps) {
  const clock = useNow(CLOCK_TICK_MS);
  const now = useMemo(() => venueTimeOf(clock, timeZone), [clock, timeZone]);
  const today = now.date;
  const [selectedDate, setSelectedDate] = useState(today);
  const [activeDate, setActiveDate] = useState(today);
  const month = monthOf(activeDate);

  const weekRange = useMemo(() => weekPanelRangeOf(today), [today]);
  const ranges = useMemo(() => [monthGridRangeOf(month), weekRange], [month, weekRange]);
  const schedule = useScheduleBookings(apiBase, ranges);
  const weekPerformances = useMemo(
    () => weekPerformancesOf(schedule.bookingsOn, now),
    [schedule.bookingsOn, now],
  );
  // The sections appear together once the first read has answered (or failed): shown while loading, the
  // week panel would grow under a visible calendar and push it down (a layout shift on an embedding page).
  // Never hidden again after that, not when the week moves on at midnight nor while a retry runs.
  const [firstReadDone, setFirstReadDone] = useState(false);
  if (!firstReadDone && !schedule.isLoading(weekRange)) setFirstReadDone(true);

  function select(date: string) {
    setSelectedDate(date);
    setActiveDate(date);
  }

  function retry() {
    if (timeZone === null) onRetryVenue();
    schedule.retry();
  }

  if (!firstReadDone) return <ScheduleLoading />;
  return (
    <>
      {schedule.failed && <LoadError onRetry={retry} />}
      <WeekPanel
        performances={weekPerformances}
        isLoading={schedule.isLoading(weekRange)}
        failed={schedule.failed}
      />
      <MonthCalendar
        month={month}
        activeDate={activeDate}
        selectedDate={selectedDate}
        today={today}
        hasPerformances={(date) => (schedule.bookingsOn(date)?.length ?? 0) > 0}
        onActiveDateChange={setActiveDate}
        onSelect={select}
        onMonthChange={(step) => setActiveDate((date) => addMonths(date, step))}
      />
      <DayPerformances
        date={selectedDate}
        bookings={schedule.bookingsOn(selectedDate)}
        failed={schedule.failed}
      />
      <ScheduleFooter />
    </>
  );
}

/**
 * The public performance schedule (docs/PRODUCT.md section 2 'Public schedule'). Self-contained: no shell store,
 * router, theme or federation, so the shell's /public page, the iframe and the custom element all render
 * this same component. The venue's time zone is read first: its days are the ones the schedule shows.
 */
export function PublicSchedule({ apiBase, referrer }: PublicScheduleProps) {
  useSiteVisit(apiBase, referrer);
  const { venue, retry } = useVenueTimeZone(apiBase);

  return (
    <ScheduleRoot>
      <ScheduleContent>
        <ScheduleHeader />
        {venue.settled ? (
          <VenueSchedule apiBase={apiBase} timeZone={venue.timeZone} onRetryVenue={retry} />
        ) : (
          <ScheduleLoading />
        )}
      </ScheduleContent>
    </ScheduleRoot>
  );
}
