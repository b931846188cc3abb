import { waitFor } from '@testing-library/react';
import { baseApi, safeWrite } from '@booking-portal/shell/runtime';
import { fakeNetwork } from '../../../../test-support/fake-network';
import { createAppStore } from '../../../app/store';

// Endpoints as a remote would add them: its own tag type, injected into the one base API.
const departmentsApi = baseApi.enhanceEndpoints({ addTagTypes: ['TestDepartment'] }).injectEndpoints({
  endpoints: (build) => ({
    listTestDepartments: build.query<{ id: number; name: string }[], number>({
      query: (organizationId) => `/api/organizations/${organizationId}/departments`,
      providesTags: ['TestDepartment'],
    }),
    renameTestDepartment: build.mutation<null, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `/api/departments/${id}`, method: 'PATCH', body: { name } }),
    }),
  }),
  overrideExisting: 'throw',
});

const DEPARTMENTS_PATH = '/api/organizations/1/departments';
/** The store's state as the injected endpoints see it: their own tag type is added at run time. */
type DepartmentsState = Parameters<ReturnType<typeof departmentsApi.endpoints.listTestDepartments.select>>[0];

async function storeWithCachedDepartments() {
  const store = createAppStore();
  fakeNetwork.on('GET', DEPARTMENTS_PATH, { status: 200, body: [{ id: 4, name: 'Lobby Bar' }] });
  store.dispatch(departmentsApi.endpoints.listTestDepartments.initiate(1));
  await waitFor(() => expect(fakeNetwork.requestsTo('GET', DEPARTMENTS_PATH)).toHaveLength(1));
  await waitFor(() =>
    expect(
      departmentsApi.endpoints.listTestDepartments.select(1)(store.getState() as DepartmentsState).status,
    ).toBe('fulfilled'),
  );
  return store;
}

describe('after a failed write (docs/PRODUCT.md section 7)', () => {
  it('when a write fails, then a warning is logged and every cached read is fetched again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = await storeWithCachedDepartments();
    fakeNetwork.on('PATCH', '/api/departments/4', {
      status: 500,
      body: { message: 'Internal server error' },
    });

    const result = await store.dispatch(
      departmentsApi.endpoints.renameTestDepartment.initiate({ id: 4, name: 'Spa' }),
    );

    expect('error' in result).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('PATCH /api/departments/4 failed: 500: '));
    await waitFor(() => expect(fakeNetwork.requestsTo('GET', DEPARTMENTS_PATH)).toHaveLength(2));
  });

  it('when a write succeeds, then cached reads are left alone', async () => {
    const store = await storeWithCachedDepartments();
    fakeNetwork.on('PATCH', '/api/departments/4', { status: 200, body: null });

    await store.dispatch(departmentsApi.endpoints.renameTestDepartment.initiate({ id: 4, name: 'Spa' }));

    expect(fakeNetwork.requestsTo('GET', DEPARTMENTS_PATH)).toHaveLength(1);
  });
});

describe('safeWrite (docs/PRODUCT.md section 7)', () => {
  it('when the wrapped write fails, then all data is refetched, the callback runs and the error is rethrown', async () => {
    const store = await storeWithCachedDepartments();
    const onFailure = jest.fn();
    const failure = new Error('Failed to update department');

    await expect(store.dispatch(safeWrite(() => Promise.reject(failure), onFailure))).rejects.toBe(failure);

    expect(onFailure).toHaveBeenCalledWith(failure);
    await waitFor(() => expect(fakeNetwork.requestsTo('GET', DEPARTMENTS_PATH)).toHaveLength(2));
  });

  it('when the wrapped write succeeds, then its result is returned and nothing is refetched', async () => {
    const store = await storeWithCachedDepartments();

    await expect(store.dispatch(safeWrite(() => Promise.resolve('saved')))).resolves.toBe('saved');

    expect(fakeNetwork.requestsTo('GET', DEPARTMENTS_PATH)).toHaveLength(1);
  });
});
