/**
 * The one way the portal writes dates and times, shared by the API's messages, the calendar, the admin
 * screens and the public pages, so every screen reads a day and a time alike: 'Tue, Dec 15, 2026',
 * '7:00 PM', '7:00 PM – 9:00 PM EST', 'Dec 15, 2026, 2:22 PM EST'. Locale en-US.
 *
 * Two kinds of value are formatted. A booking's date ('yyyy-MM-dd') and time ('HH:mm') are the venue's
 * wall clock and carry no zone: they are formatted as they are. An instant (an ISO timestamp: when a
 * change was made, when a mail was sent) is read on a named zone's clock (the venue's, or the viewer's
 * own), and its label names that zone, because a screen may show it next to another zone's times.
 *
 * Intl rather than a date library: the public embed, whose whole bundle has a 100 KB budget, uses
 * these too.
 */
import { minutesOfTime, storedTimeOf, timeLabel, timeOfMinutes } from './booking.time';
import { addDays } from './calendar-days';

const LOCALE = 'en-US';

function dateFormatOf(options: Intl.DateTimeFormatOptions): (date: string) => string {
  // The day is read as a UTC date so no zone of the machine running this can move it.
  const format = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: 'UTC' });
  return (date) => {
    const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
    return format.format(Date.UTC(year, month - 1, day, 12));
  };
}

const DAY = dateFormatOf({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const LONG_DAY = dateFormatOf({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const MEDIUM_DAY = dateFormatOf({ month: 'short', day: 'numeric', year: 'numeric' });
const WEEKDAY_MONTH_DAY = dateFormatOf({ weekday: 'long', month: 'short', day: 'numeric' });
const MONTH_TITLE = dateFormatOf({ month: 'long', year: 'numeric' });

/** 'Tue, Dec 15, 2026' of '2026-12-15': how a booking's day reads in lists, messages and mails. */
export function formatDayLabel(date: string): string {
  return DAY(date);
}

/** 'Tuesday, December 15, 2026': a day as a heading. */
export function formatLongDayLabel(date: string): string {
  return LONG_DAY(date);
}

/** 'Dec 15, 2026': a day where the weekday would crowd the line (change values, spans). */
export function formatMediumDayLabel(date: string): string {
  return MEDIUM_DAY(date);
}

/** 'Tuesday, Dec 15': a day within a shown week. */
export function formatWeekdayMonthDayLabel(date: string): string {
  return WEEKDAY_MONTH_DAY(date);
}

/** 'December 2026' of any day of that month. */
export function formatMonthTitle(date: string): string {
  return MONTH_TITLE(date);
}

/** '7:00 PM' of a wall-clock 'HH:mm' ('24:00' and '00:00' read '12:00 AM'). */
export function formatTimeLabel(time: string): string {
  return timeLabel(time);
}

/**
 * 'Tuesday, December 15, 2026 at 7:00 PM': a booking's day and start as a sentence reads them; with
 * the venue's zone, 'Tuesday, December 15, 2026 at 7:00 PM EST'.
 */
export function formatDayTimeLabel(date: string, time: string, timeZone?: string | null): string {
  const label = `${formatLongDayLabel(date)} at ${formatTimeLabel(time)}`;
  if (timeZone === undefined || timeZone === null) return label;
  return `${label} ${zoneAbbreviationAt(instantOfWallClock(date, storedTimeOf(time), timeZone), timeZone)}`;
}

/** 'America/New_York' reads 'America/New York', as the venue time zone selector shows it. */
export function formatZoneName(timeZone: string): string {
  return timeZone.replaceAll('_', ' ');
}

/** The viewer's own IANA time zone (the machine's, when no browser runs this). */
export function viewerTimeZone(): string {
  return new Intl.DateTimeFormat(LOCALE).resolvedOptions().timeZone;
}

/** A moment as a zone's clock shows it. */
export interface WallClock {
  /** 'yyyy-MM-dd' in that zone. */
  date: string;
  /** 'HH:mm' in that zone. */
  time: string;
  /** Minutes since that zone's midnight. */
  minutes: number;
  /** The zone's short name at that moment, as Intl gives it: 'EST', 'EDT', 'GMT+1'. */
  zone: string;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormatIn(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = clockFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(LOCALE, {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    clockFormats.set(key, format);
  }
  return format;
}

function instantOf(instant: Date | string): Date {
  return typeof instant === 'string' ? new Date(instant) : instant;
}

/**
 * `instant` on the clock of `timeZone` (an IANA name); null or undefined reads the viewer's own clock.
 */
export function wallClockAt(instant: Date | string, timeZone?: string | null): WallClock {
  const parts = Object.fromEntries(
    clockFormatIn(timeZone ?? undefined)
      .formatToParts(instantOf(instant))
      .map((part) => [part.type, part.value]),
  );
  const minutes = (Number(parts.hour) % 24) * 60 + Number(parts.minute);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: timeOfMinutes(minutes),
    minutes,
    zone: parts.timeZoneName ?? timeZone ?? '',
  };
}

/** The zone's short name at `instant` ('EST' in winter, 'EDT' in summer), as Intl gives it. */
export function zoneAbbreviationAt(instant: Date | string, timeZone?: string | null): string {
  return wallClockAt(instant, timeZone).zone;
}

const MINUTE_MS = 60_000;

function utcMinutesOf(date: string, time: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return Date.UTC(year, month - 1, day, hours, minutes) / MINUTE_MS;
}

/**
 * The instant a wall-clock date and time happen in `timeZone`. A time skipped by a daylight-saving
 * change resolves to the moment after the gap; a repeated hour resolves to its first occurrence.
 */
export function instantOfWallClock(date: string, time: string, timeZone: string): Date {
  const wanted = utcMinutesOf(date, time);
  const offsetAt = (utcMinutes: number) => {
    const clock = wallClockAt(new Date(utcMinutes * MINUTE_MS), timeZone);
    return utcMinutesOf(clock.date, clock.time) - utcMinutes;
  };
  // Zones change their offset months apart: a day either side gives the offsets before and after any
  // change near this time (the same offset twice on most days).
  const before = offsetAt(wanted - 1440);
  const after = offsetAt(wanted + 1440);
  const happensWith = (offset: number) => offsetAt(wanted - offset) === offset;
  const offset = happensWith(before) ? before : happensWith(after) ? after : before;
  return new Date((wanted - offset) * MINUTE_MS);
}

/**
 * Whether the viewer's own clock reads a venue's wall-clock date and time differently: where it does,
 * a screen showing the venue's time next to the viewer's names the venue's zone.
 */
export function readsDifferentlyForViewer(date: string, time: string, timeZone: string): boolean {
  const stored = storedTimeOf(time);
  const viewers = wallClockAt(instantOfWallClock(date, stored, timeZone));
  return viewers.date !== date || viewers.time !== stored;
}

/** Two wall-clock times in one zone: '7:00 PM – 9:00 PM EST', or both zones when a change splits them. */
function rangeLabel(start: WallClock, end: WallClock): string {
  return start.zone === end.zone
    ? `${formatTimeLabel(start.time)} – ${formatTimeLabel(end.time)} ${start.zone}`
    : `${formatTimeLabel(start.time)} ${start.zone} – ${formatTimeLabel(end.time)} ${end.zone}`;
}

/** '7:00 PM – 9:00 PM EST': two instants on the clock of `timeZone`, the zone named. */
export function formatTimeRangeLabel(
  startInstantIso: string,
  endInstantIso: string,
  timeZone: string,
): string {
  return rangeLabel(wallClockAt(startInstantIso, timeZone), wallClockAt(endInstantIso, timeZone));
}

/**
 * '7:00 PM – 9:00 PM EST': a booking's wall-clock start and end ('HH:mm') on `date` at a venue in
 * `timeZone`, the zone named. An end at or before the start is on the next day.
 */
export function formatWallClockRangeLabel(
  date: string,
  startTime: string,
  endTime: string,
  timeZone: string,
): string {
  const endDate = minutesOfTime(endTime) % 1440 > minutesOfTime(startTime) ? date : addDays(date, 1);
  const zoneAt = (day: string, time: string) =>
    zoneAbbreviationAt(instantOfWallClock(day, storedTimeOf(time), timeZone), timeZone);
  // The times are the booking's as stored; only the zone's name depends on the moment.
  return rangeLabel(
    { date, time: startTime, minutes: minutesOfTime(startTime), zone: zoneAt(date, startTime) },
    { date: endDate, time: endTime, minutes: minutesOfTime(endTime), zone: zoneAt(endDate, endTime) },
  );
}

/** '7:00 PM EST': an instant's time on the clock of `timeZone` (the viewer's when none), the zone named. */
export function formatInstantTimeLabel(instantIso: string, timeZone?: string | null): string {
  const clock = wallClockAt(instantIso, timeZone);
  return `${formatTimeLabel(clock.time)} ${clock.zone}`;
}

/** 'Dec 15, 2026, 2:22 PM EST': an instant on the clock of `timeZone` (the viewer's when none), the zone named. */
export function formatInstantLabel(instantIso: string, timeZone?: string | null): string {
  const clock = wallClockAt(instantIso, timeZone);
  return `${formatMediumDayLabel(clock.date)}, ${formatTimeLabel(clock.time)} ${clock.zone}`;
}
