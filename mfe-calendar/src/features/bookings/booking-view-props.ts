import type { BookingDto, DepartmentSummaryDto } from '@booking-portal/api/contract';
import type { ClosedDays } from '../closures';

/** What a writer can do to one booking from any view (the per-booking actions of docs/PRODUCT.md section 2). */
export interface BookingActions {
  edit(booking: BookingDto): void;
  quickDuplicate(booking: BookingDto): void;
  advancedDuplicate(booking: BookingDto): void;
  /** Asks 'Are you sure you want to delete this booking?' first. */
  remove(booking: BookingDto): void;
  /** Asks for confirmation first (it cannot be undone); pending bookings only. */
  finalize(booking: BookingDto): void;
  /**
   * Moves a booking to a date (month view) or a date and time (week view), as drag and drop does; the
   * keyboard/menu way of moving calls the same. In edit mode the move is pushed to the undo list.
   */
  move(booking: BookingDto, target: { date: string; time?: string }): void;
}

/** Everything the month, week, day and mobile views share. */
export interface BookingViewProps {
  /** The bookings of the visible range, already filtered by the department panel and Pending Only. */
  bookings: readonly BookingDto[];
  departments: readonly DepartmentSummaryDto[];
  /** The closed times of the visible range for the venues shown (the views shade them). */
  closedDays: ClosedDays;
  isLoading: boolean;
  /** Owner or super admin: writing controls show only for them (docs/PRODUCT.md section 6). */
  canWrite: boolean;
  editMode: boolean;
  selectedIds: ReadonlySet<number>;
  toggleSelected(bookingId: number): void;
  actions: BookingActions;
  /** Opens the day view of a date (yyyy-MM-dd). */
  openDay(date: string): void;
  /** Starts a new booking (a writer clicking an empty week slot, or New Event). */
  startBooking(defaults: { date: string; startTime?: string; endTime?: string }): void;
}
