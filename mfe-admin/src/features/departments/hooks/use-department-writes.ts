import { useCallback, useMemo } from 'react';
import { departmentDeletedMessage, ORG_MESSAGES, type DepartmentDto } from '@booking-portal/api/contract';
import { useWriteFeedback, type VersionedWrite } from '@booking-portal/shell/runtime';
import {
  useCreateDepartmentMutation,
  useDeleteDepartmentMutation,
  useUpdateDepartmentMutation,
} from '../departments.endpoints';
import type { DepartmentFormValues } from '../components/department-form-dialog';

/** The Department Manager's writes with their toasts (docs/PRODUCT.md section 8, server message preferred). */
export function useDepartmentWrites(organizationId: number) {
  const runWrite = useWriteFeedback();
  const [createDepartment] = useCreateDepartmentMutation();
  const [updateDepartment] = useUpdateDepartmentMutation();
  const [deleteDepartment] = useDeleteDepartmentMutation();

  const create = useCallback(
    (values: DepartmentFormValues) =>
      runWrite(() => createDepartment({ ...values, organizationId }).unwrap(), {
        success: ORG_MESSAGES.departmentCreated,
        failure: ORG_MESSAGES.createDepartmentFailed,
        preferServerMessage: true,
      }),
    [runWrite, createDepartment, organizationId],
  );

  const update = useCallback(
    (department: DepartmentDto, values: DepartmentFormValues, write: VersionedWrite) =>
      runWrite(
        () => updateDepartment({ id: department.id, changes: values, ifMatch: write.ifMatch }).unwrap(),
        {
          success: ORG_MESSAGES.departmentUpdated,
          failure: ORG_MESSAGES.updateDepartmentFailed,
          preferServerMessage: true,
          onStaleWrite: write.onStaleWrite,
        },
      ),
    [runWrite, updateDepartment],
  );

  const remove = useCallback(
    (department: DepartmentDto, migrateTo: string | undefined) =>
      runWrite(
        () =>
          deleteDepartment(
            migrateTo === undefined ? { id: department.id } : { id: department.id, migrateTo },
          ).unwrap(),
        {
          success: departmentDeletedMessage,
          failure: ORG_MESSAGES.deleteDepartmentFailed,
          preferServerMessage: true,
        },
      ),
    [runWrite, deleteDepartment],
  );

  return useMemo(() => ({ create, update, remove }), [create, update, remove]);
}
