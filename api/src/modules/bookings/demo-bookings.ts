import moment from 'moment';
import { ENSEMBLE_SIZES, minutesOfTime, type Ensemble } from '../../contract';

export interface DemoBookingInput {
  /** Any day of the first month to fill; the month after it is filled as well. */
  today: Date;
  clientDepartments: ReadonlyMap<number, readonly string[]>;
  performers: readonly { id: number; instruments: readonly string[] }[];
  /** Writers the bookings are attributed to (owner, super admin). */
  bookerIds: readonly number[];
}

export interface DemoBooking {
  title: string;
  date: string;
  time: string;
  duration: number;
  notes: string | null;
  department: string;
  ensemble: Ensemble;
  userId: number | null;
  organizationId: number;
  status: 'pending' | 'confirmed';
  performers: { performerId: number; instrument: string }[];
}

const START_TIMES = ['11:00', '12:30', '16:00', '17:30', '18:00', '19:00', '19:30', '20:00', '21:00'];
const DURATIONS = [60, 90, 120, 180, 240];
const ENSEMBLES: readonly Ensemble[] = ['Solo', 'Solo', 'Duo', 'Duo', 'Trio', 'Quartet'];
const NOTES = [
  null,
  null,
  'Dress code: all white.',
  'Outdoor set; rain plan is the lobby.',
  'Birthday dedication at 8 PM.',
  null,
];
const BOOKINGS_PER_DEPARTMENT_PER_MONTH = 4;
/** Days of each month where three departments start together, so every view shows overlaps. */
const BUSY_DAYS = [12, 19];

/** A small deterministic generator (mulberry32): the same month always gets the same demo data. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Keeps every performer to one booking at a time on each date. */
class PerformerCalendar {
  private readonly busy = new Map<string, { performerId: number; start: number; end: number }[]>();

  isFree(performerId: number, date: string, start: number, end: number): boolean {
    return (this.busy.get(date) ?? []).every(
      (slot) => slot.performerId !== performerId || slot.end <= start || slot.start >= end,
    );
  }

  reserve(performerId: number, date: string, start: number, end: number): void {
    const slots = this.busy.get(date) ?? [];
    slots.push({ performerId, start, end });
    this.busy.set(date, slots);
  }
}

/**
 * Bookings for every client organization over the current and the next month: four per
 * department and month on varied days and times, about one in five pending, some starting
 * together (busy days), each with performers who are free at that time.
 */
export function planDemoBookings(input: DemoBookingInput): DemoBooking[] {
  const firstMonth = moment(input.today).startOf('month');
  const random = seededRandom(Number(firstMonth.format('YYYYMM')));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const shuffled = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  };
  const calendar = new PerformerCalendar();
  const bookings: DemoBooking[] = [];

  const assignPerformers = (ensemble: Ensemble, date: string, time: string, duration: number) => {
    const start = minutesOfTime(time);
    const end = start + duration;
    const free = input.performers.filter((performer) => calendar.isFree(performer.id, date, start, end));
    const chosen: { performerId: number; instrument: string }[] = [];
    for (const performer of shuffled(free)) {
      if (chosen.length === ENSEMBLE_SIZES[ensemble]) break;
      calendar.reserve(performer.id, date, start, end);
      chosen.push({ performerId: performer.id, instrument: pick(performer.instruments) });
    }
    return chosen;
  };

  const addBooking = (organizationId: number, department: string, date: string, time: string) => {
    const ensemble = pick(ENSEMBLES);
    const duration = pick(DURATIONS);
    const performers = assignPerformers(ensemble, date, time, duration);
    bookings.push({
      title: `${ensemble} - ${department}`,
      date,
      time,
      duration,
      notes: pick(NOTES),
      department,
      ensemble,
      userId: input.bookerIds.length > 0 ? pick(input.bookerIds) : null,
      organizationId,
      // Unstaffed bookings are still being arranged: pending, like about a fifth of the others.
      status: performers.length === 0 || random() < 0.2 ? 'pending' : 'confirmed',
      performers,
    });
  };

  for (const monthOffset of [0, 1]) {
    const month = firstMonth.clone().add(monthOffset, 'month');
    const days = month.daysInMonth();
    for (const [organizationId, departments] of input.clientDepartments) {
      for (const department of departments) {
        for (let index = 0; index < BOOKINGS_PER_DEPARTMENT_PER_MONTH; index += 1) {
          const date = month
            .clone()
            .date(1 + Math.floor(random() * days))
            .format('YYYY-MM-DD');
          addBooking(organizationId, department, date, pick(START_TIMES));
        }
      }
      for (const day of BUSY_DAYS) {
        const date = month.clone().date(day).format('YYYY-MM-DD');
        for (const department of departments.slice(0, 3))
          addBooking(organizationId, department, date, '19:00');
        // Two bookings of one department in the same slot: the week view's stacked chips.
        const first = departments[0];
        if (first) addBooking(organizationId, first, date, '19:30');
      }
    }
  }
  return bookings;
}
