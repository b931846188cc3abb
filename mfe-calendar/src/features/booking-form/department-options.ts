import type { DepartmentSummaryDto } from '@booking-portal/api/contract';
import type { SelectOption } from '@booking-portal/shell/runtime';

/**
 * The organization's departments as select options, plus the booking's own department if it is no
 * longer among them (renamed or deleted since), so a select never shows a value it does not list.
 */
export function departmentOptions(
  departments: readonly DepartmentSummaryDto[],
  current: string,
): SelectOption[] {
  const names = departments.map((department) => department.name);
  if (current !== '' && !names.includes(current)) names.push(current);
  return names.map((name) => ({ value: name, label: name }));
}
