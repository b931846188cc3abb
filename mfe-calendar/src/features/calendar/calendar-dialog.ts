import type { BookingDto } from '@booking-portal/api/contract';
import type { BulkChangeSetInput } from '../change-sets';

/** What a new booking starts with: the day shown, or the week slot a writer clicked. */
export interface NewBookingDefaults {
  date?: string;
  startTime?: string;
  endTime?: string;
  department?: string;
}

/** The one dialog the calendar screen shows at a time. */
export type CalendarDialog =
  | { kind: 'create'; initial: NewBookingDefaults }
  | { kind: 'edit' | 'quickDuplicate' | 'advancedDuplicate' | 'delete' | 'finalize'; booking: BookingDto }
  /** The edit bar's Finalize (n), Make Pending (n) or Delete (n), previewed before it is applied. */
  | { kind: 'bulkChange'; request: BulkChangeSetInput };
