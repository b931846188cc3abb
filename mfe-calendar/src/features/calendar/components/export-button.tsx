import { API_PATHS, type DateRange, type Role } from '@booking-portal/api/contract';
import { Button } from '@booking-portal/shell/runtime';
import { bookingsUrl } from '../../bookings';

/** The roles offered the export: the owner (any client organization) and org admins (their own). */
const EXPORTING_ROLES: readonly Role[] = ['owner', 'org_admin'];

export interface ExportButtonProps {
  role: Role;
  organizationId: number | null;
  /** The dates the view shows. */
  range: DateRange;
  /** The departments the panel shows; null for all of them. */
  shownDepartments: readonly string[] | null;
  pendingOnly: boolean;
}

/** GET /api/bookings.csv for what the calendar shows: its organization, dates, departments and Pending Only. */
function exportUrlOf({
  organizationId,
  range,
  shownDepartments,
  pendingOnly,
}: Omit<ExportButtonProps, 'role'>): string {
  return bookingsUrl(
    {
      from: range.from,
      to: range.to,
      organizationId: organizationId ?? undefined,
      department: shownDepartments === null ? undefined : [...shownDepartments],
      status: pendingOnly ? 'pending' : undefined,
    },
    API_PATHS.bookingsCsv,
  );
}

/**
 * Saves what the calendar shows as CSV. The browser downloads the file itself (streamed, whatever its
 * size) and names it as the server does (Content-Disposition: 'bookings-palm-cove-2025-06-01-to-…csv');
 * the API is on the page's own origin, so the session cookie goes with it.
 */
function download(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  // Empty: the server's file name wins.
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/** 'Export' in the calendar's header, for the owner and org admins. */
export function ExportButton(props: ExportButtonProps) {
  if (!EXPORTING_ROLES.includes(props.role)) return null;
  // No organization, or the panel shows no department: there is nothing to export.
  const nothingShown = props.organizationId === null || props.shownDepartments?.length === 0;
  return (
    <Button $variant="secondary" disabled={nothingShown} onClick={() => download(exportUrlOf(props))}>
      Export
    </Button>
  );
}
