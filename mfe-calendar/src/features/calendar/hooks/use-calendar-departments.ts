import { useMemo } from 'react';
import { BOOKING_MESSAGES, type DepartmentSummaryDto, type SessionDto } from '@booking-portal/api/contract';
import { useReadErrorToast } from './use-read-error-toast';
import { useListCalendarDepartmentsQuery } from '../../bookings';

const NO_DEPARTMENTS: readonly DepartmentSummaryDto[] = [];

export interface CalendarDepartments {
  /** Every department of the organization: the colour rule counts them all (docs/PRODUCT.md section 3). */
  all: readonly DepartmentSummaryDto[];
  /** The departments this user may pick in the panel: a plain user sees only their own (docs/PRODUCT.md section 6). */
  offered: readonly DepartmentSummaryDto[];
  /** True until this organization's departments have been read (or have failed); never another's meanwhile. */
  isLoading: boolean;
}

export function useCalendarDepartments(
  session: SessionDto,
  organizationId: number | null,
): CalendarDepartments {
  const { currentData, isError, error } = useListCalendarDepartmentsQuery(organizationId ?? 0, {
    skip: organizationId === null,
  });
  useReadErrorToast(error, BOOKING_MESSAGES.fetchDepartmentsFailed);

  const all = currentData ?? NO_DEPARTMENTS;
  const ownDepartment = session.role === 'user' ? session.user.department : null;
  const offered = useMemo(
    () => (session.role === 'user' ? all.filter(({ name }) => name === ownDepartment) : all),
    [all, session.role, ownDepartment],
  );
  return { all, offered, isLoading: organizationId !== null && currentData === undefined && !isError };
}
