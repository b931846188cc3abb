import { useCallback, useMemo, useRef, useState } from 'react';
import {
  BOOKING_MESSAGES,
  type BookingDto,
  type BookingStatus,
  type NotifyPerformers,
} from '@booking-portal/api/contract';
import { useAppDispatch, useAppStore, useToast } from '@booking-portal/shell/runtime';
import { useBookingWrites, type MoveTarget } from '../../booking-actions';
import type { CalendarDialog, NewBookingDefaults } from '../calendar-dialog';
import { pendingOnlyChanged, selectCalendarView, selectionReplaced } from '../calendar-view.slice';
import type { BookingActions } from '../../bookings';
import type { BulkChangeSetInput } from '../../change-sets';

/**
 * Everything a writer does on the calendar screen: the per-booking actions every view gets, the edit-mode
 * toolbar's bulk actions, and the dialog they open. Reads the view state from the store when an action
 * runs, so the actions keep one identity and FullCalendar's event content does not re-render for them.
 */
export function useCalendarActions() {
  const [dialog, setDialog] = useState<CalendarDialog | null>(null);
  const writes = useBookingWrites();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const { toast } = useToast();

  /**
   * The edit-mode bar's 'Notify performers' choice: it goes with the bulk actions and with the moves
   * (drags) and undos made in edit mode. Kept in a ref too, so the view actions keep one identity.
   */
  const [notifyPerformers, setNotifyPerformersState] = useState<NotifyPerformers>('affected');
  const notifyRef = useRef<NotifyPerformers>('affected');
  const setNotifyPerformers = useCallback((value: NotifyPerformers) => {
    notifyRef.current = value;
    setNotifyPerformersState(value);
  }, []);

  const closeDialog = useCallback(() => setDialog(null), []);
  const startBooking = useCallback(
    (initial: NewBookingDefaults) => setDialog({ kind: 'create', initial }),
    [],
  );

  /** docs/PRODUCT.md section 4: confirming while Pending Only is on turns the filter off and says so. */
  const afterConfirming = useCallback(() => {
    if (!selectCalendarView(store.getState()).pendingOnly) return;
    dispatch(pendingOnlyChanged(false));
    toast({ title: BOOKING_MESSAGES.confirmedNowVisible });
  }, [store, dispatch, toast]);

  const move = useCallback(
    async (booking: BookingDto, target: MoveTarget) => {
      const timeUnchanged = target.time === undefined || target.time === booking.time;
      if (target.date === booking.date && timeUnchanged) return;
      const inEditMode = selectCalendarView(store.getState()).editMode;
      await writes.move(booking, target, inEditMode ? notifyRef.current : 'affected');
    },
    [store, writes],
  );

  const actions = useMemo<BookingActions>(
    () => ({
      edit: (booking) => setDialog({ kind: 'edit', booking }),
      quickDuplicate: (booking) => setDialog({ kind: 'quickDuplicate', booking }),
      advancedDuplicate: (booking) => setDialog({ kind: 'advancedDuplicate', booking }),
      remove: (booking) => setDialog({ kind: 'delete', booking }),
      finalize: (booking) => setDialog({ kind: 'finalize', booking }),
      move: (booking, target) => void move(booking, target),
    }),
    [move],
  );

  const confirmDelete = useCallback((booking: BookingDto) => writes.remove(booking), [writes]);

  const confirmFinalize = useCallback(
    async (booking: BookingDto) => {
      if (await writes.finalize(booking)) afterConfirming();
    },
    [writes, afterConfirming],
  );

  /** Opens the preview of a bulk action on the selected bookings, with the edit bar's notify choice. */
  const previewBulkChange = useCallback((action: BulkChangeSetInput['action'], bookingIds: number[]) => {
    setDialog({
      kind: 'bulkChange',
      request: { action, bookingIds, notifyPerformers: notifyRef.current },
    });
  }, []);

  /** Finalize (n) sends the selected pending bookings to confirmed; Make Pending (n) the confirmed ones back. */
  const setSelectedStatus = useCallback(
    (selected: readonly BookingDto[], status: BookingStatus) => {
      const changing = selected.filter((booking) => booking.status !== status).map(({ id }) => id);
      if (changing.length > 0)
        previewBulkChange(status === 'confirmed' ? 'finalize' : 'make_pending', changing);
    },
    [previewBulkChange],
  );

  const askBulkDelete = useCallback(
    (selected: readonly BookingDto[]) => {
      if (selected.length > 0)
        previewBulkChange(
          'delete',
          selected.map(({ id }) => id),
        );
    },
    [previewBulkChange],
  );

  /** Once a bulk action is applied its selection is done with; a finalize may turn Pending Only off. */
  const bulkChangeApplied = useCallback(
    ({ action }: BulkChangeSetInput) => {
      dispatch(selectionReplaced([]));
      if (action === 'finalize') afterConfirming();
    },
    [dispatch, afterConfirming],
  );

  return {
    actions,
    dialog,
    closeDialog,
    startBooking,
    confirmDelete,
    confirmFinalize,
    setSelectedStatus,
    askBulkDelete,
    bulkChangeApplied,
    notifyPerformers,
    setNotifyPerformers,
  };
}

export type CalendarActions = ReturnType<typeof useCalendarActions>;
