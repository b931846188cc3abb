import { lazy, Suspense } from 'react';
import { BOOKING_MESSAGES, type DepartmentSummaryDto } from '@booking-portal/api/contract';
import { ConfirmDialog } from '../../booking-actions';
import type { CalendarActions } from '../hooks/use-calendar-actions';

// The dialogs load when first opened: readers never download them, writers not before they need them.
const BookingFormDialog = lazy(() =>
  import('../../booking-form').then(({ BookingFormDialog: Dialog }) => ({ default: Dialog })),
);
const QuickDuplicateDialog = lazy(() =>
  import('../../duplicate').then(({ QuickDuplicateDialog: Dialog }) => ({ default: Dialog })),
);
const AdvancedDuplicateDialog = lazy(() =>
  import('../../duplicate').then(({ AdvancedDuplicateDialog: Dialog }) => ({ default: Dialog })),
);
const ChangeSetPreview = lazy(() =>
  import('../../change-sets').then(({ ChangeSetPreview: Preview }) => ({ default: Preview })),
);

export interface CalendarDialogsProps {
  calendar: CalendarActions;
  organizationId: number | null;
  departments: readonly DepartmentSummaryDto[];
}

/**
 * The calendar screen's open dialog: booking form, duplicates, a confirmation (docs/PRODUCT.md sections 2, 5),
 * or the preview of a bulk action (the bulk delete's confirmation is asked in it).
 */
export function CalendarDialogs({ calendar, organizationId, departments }: CalendarDialogsProps) {
  const { dialog, closeDialog } = calendar;
  if (dialog === null) return null;

  switch (dialog.kind) {
    case 'create':
    case 'edit':
      if (organizationId === null) return null;
      return (
        <Suspense fallback={null}>
          <BookingFormDialog
            booking={dialog.kind === 'edit' ? dialog.booking : null}
            initial={dialog.kind === 'create' ? dialog.initial : undefined}
            organizationId={organizationId}
            departments={departments}
            onClose={closeDialog}
          />
        </Suspense>
      );
    case 'quickDuplicate':
      return (
        <Suspense fallback={null}>
          <QuickDuplicateDialog booking={dialog.booking} onClose={closeDialog} />
        </Suspense>
      );
    case 'advancedDuplicate':
      return (
        <Suspense fallback={null}>
          <AdvancedDuplicateDialog booking={dialog.booking} departments={departments} onClose={closeDialog} />
        </Suspense>
      );
    case 'delete': {
      const { booking } = dialog;
      return (
        <ConfirmDialog
          title="Delete Booking"
          message={BOOKING_MESSAGES.deleteConfirm}
          confirmLabel="Delete"
          destructive
          onConfirm={() => calendar.confirmDelete(booking)}
          onClose={closeDialog}
        />
      );
    }
    case 'finalize': {
      const { booking } = dialog;
      return (
        <ConfirmDialog
          title="Finalize Booking"
          message={BOOKING_MESSAGES.finalizeConfirm}
          confirmLabel="Finalize"
          onConfirm={() => calendar.confirmFinalize(booking)}
          onClose={closeDialog}
        />
      );
    }
    case 'bulkChange': {
      const { request } = dialog;
      return (
        <Suspense fallback={null}>
          <ChangeSetPreview
            request={request}
            onApplied={() => calendar.bulkChangeApplied(request)}
            onClose={closeDialog}
          />
        </Suspense>
      );
    }
  }
}
