import { DEFAULT_DEPARTMENTS } from '@booking-portal/api/contract';
import { useListDepartmentsQuery } from '../../departments';

/**
 * The department names users of an organization may be given: the organization's own departments, or
 * the spec's default list while it has none (docs/PRODUCT.md section 2, Add New User dialog).
 */
export function useDepartmentChoices(organizationId: number, { skip }: { skip: boolean }): string[] {
  const { data, isError } = useListDepartmentsQuery(organizationId, { skip });
  // Offering the defaults before the answer arrives would let a name the organization lacks be picked.
  if (data === undefined) return isError ? [...DEFAULT_DEPARTMENTS] : [];
  if (data.length === 0) return [...DEFAULT_DEPARTMENTS];
  return data.map(({ name }) => name);
}
