import { baseApi, BOOKING_TAG, DEPARTMENT_TAG, VENUE_CLOSURE_TAG } from '@booking-portal/shell/runtime';
import {
  API_PATHS,
  type DepartmentDeletedDto,
  type DepartmentDto,
  type DepartmentInput,
  type DepartmentUpdateInput,
} from '@booking-portal/api/contract';

interface DepartmentUpdate {
  id: number;
  changes: DepartmentUpdateInput;
  /** The department's version as the dialog read it (If-Match); null sends none. */
  ifMatch: string | null;
}

interface DepartmentDeletion {
  id: number;
  /** The department that receives its bookings and users; required by the server when it has any. */
  migrateTo?: string;
}

const departmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listDepartments: build.query<DepartmentDto[], number>({
      query: (organizationId) => API_PATHS.organizationDepartments(organizationId),
      providesTags: (_result, _error, organizationId) => [{ type: DEPARTMENT_TAG, id: organizationId }],
    }),
    createDepartment: build.mutation<DepartmentDto, DepartmentInput>({
      query: (department) => ({ url: API_PATHS.departments, method: 'POST', body: department }),
      invalidatesTags: (_result, _error, { organizationId }) => [
        { type: DEPARTMENT_TAG, id: organizationId },
      ],
    }),
    updateDepartment: build.mutation<DepartmentDto, DepartmentUpdate>({
      query: ({ id, changes, ifMatch }) => ({
        url: API_PATHS.department(id),
        method: 'PATCH',
        body: changes,
        ...(ifMatch === null ? {} : { ifMatch }),
      }),
      // A closure shows its department's current name.
      invalidatesTags: [DEPARTMENT_TAG, BOOKING_TAG, VENUE_CLOSURE_TAG],
    }),
    deleteDepartment: build.mutation<DepartmentDeletedDto, DepartmentDeletion>({
      query: ({ id, migrateTo }) => ({
        url: API_PATHS.department(id),
        method: 'DELETE',
        ...(migrateTo === undefined ? {} : { body: { migrateTo } }),
      }),
      // A department's closures go with it.
      invalidatesTags: [DEPARTMENT_TAG, BOOKING_TAG, VENUE_CLOSURE_TAG],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useListDepartmentsQuery,
  useCreateDepartmentMutation,
  useUpdateDepartmentMutation,
  useDeleteDepartmentMutation,
} = departmentsApi;
