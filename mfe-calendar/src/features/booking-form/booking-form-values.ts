import { endTimeOf, FORM_ENSEMBLES, type BookingDto, type Ensemble } from '@booking-portal/api/contract';
import { picksOfBooking, type PerformerPick } from './performer-picks';

/** The booking form's fields as the user edits them. */
export interface BookingFormValues {
  /** yyyy-MM-dd */
  date: string;
  /** 'HH:mm' from the time choices ('24:00' is the last end). */
  startTime: string;
  endTime: string;
  /** '' while none is chosen. */
  department: string;
  /** '' only for a booking stored without an ensemble (made by the advanced duplicate). */
  ensemble: Ensemble | '';
  performers: PerformerPick[];
  notes: string;
  /** Checked means pending; a new booking is confirmed (docs/PRODUCT.md section 4). */
  pending: boolean;
  recurring: boolean;
  /** The recurring mode's extra dates, yyyy-MM-dd. */
  recurringDates: string[];
}

/** Defaults for a new booking: the clicked date or week slot, or the form's own defaults. */
export interface BookingFormInitial {
  date?: string;
  startTime?: string;
  endTime?: string;
  department?: string | null;
}

/** docs/PRODUCT.md section 9: start 09:00, end 10:00, ensemble Solo, status confirmed. */
const FORM_DEFAULTS = {
  startTime: '09:00',
  endTime: '10:00',
  ensemble: 'Solo',
  slotMinutes: 60,
} as const;

/** The form's end choices run to '24:00'; a stored end of '00:00' is that midnight. */
function endChoiceOf(time: string): string {
  return time === '00:00' ? '24:00' : time;
}

function today(): string {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export function initialBookingFormValues(
  booking: BookingDto | null,
  initial: BookingFormInitial = {},
): BookingFormValues {
  if (booking !== null) {
    return {
      date: booking.date,
      startTime: booking.startTime,
      endTime: endChoiceOf(booking.endTime),
      department: booking.department ?? '',
      ensemble: booking.ensemble ?? '',
      performers: picksOfBooking(booking.performers),
      notes: booking.notes ?? '',
      pending: booking.status === 'pending',
      recurring: false,
      recurringDates: [],
    };
  }
  const startTime = initial.startTime ?? FORM_DEFAULTS.startTime;
  const endTime =
    initial.endTime ??
    (initial.startTime === undefined
      ? FORM_DEFAULTS.endTime
      : endChoiceOf(endTimeOf(startTime, FORM_DEFAULTS.slotMinutes)));
  return {
    date: initial.date ?? today(),
    startTime,
    endTime: endChoiceOf(endTime),
    department: initial.department ?? '',
    ensemble: FORM_DEFAULTS.ensemble,
    performers: [],
    notes: '',
    pending: false,
    recurring: false,
    recurringDates: [],
  };
}

/** Whether the ensemble is one the form offers (Solo to Quartet); others are kept only when editing. */
export function isFormEnsemble(ensemble: Ensemble | ''): boolean {
  return (FORM_ENSEMBLES as readonly string[]).includes(ensemble);
}
