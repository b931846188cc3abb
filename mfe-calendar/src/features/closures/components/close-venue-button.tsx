import { lazy, Suspense, useState } from 'react';
import type { DepartmentSummaryDto } from '@booking-portal/api/contract';
import { Button } from '@booking-portal/shell/runtime';
import { CLOSE_VENUE_TEXTS as TEXTS } from '../closure-dialog-texts';

// The dialog (its form, the covered bookings and the change set's preview) loads when first opened.
const CloseVenueDialog = lazy(() =>
  import('./close-venue-dialog').then(({ CloseVenueDialog: Dialog }) => ({ default: Dialog })),
);

export interface CloseVenueButtonProps {
  organizationId: number | null;
  departments: readonly DepartmentSummaryDto[];
  date: string;
}

/** The calendar's 'Close Venue' for writers: opens the dialog that adds a closure over the calendar's date. */
export function CloseVenueButton({ organizationId, departments, date }: CloseVenueButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button $variant="secondary" disabled={organizationId === null} onClick={() => setOpen(true)}>
        {TEXTS.open}
      </Button>
      {open && organizationId !== null && (
        <Suspense fallback={null}>
          <CloseVenueDialog
            organizationId={organizationId}
            departments={departments}
            date={date}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
