import type { DepartmentDto } from '@booking-portal/api/contract';

function departmentFixture(
  overrides: Partial<DepartmentDto> & Pick<DepartmentDto, 'id' | 'name'>,
): DepartmentDto {
  return {
    color: '#f3acd2',
    organizationId: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    bookingCount: 0,
    userCount: 0,
    ...overrides,
  };
}

export const LOBBY_BAR = departmentFixture({ id: 1, name: 'Lobby Bar', bookingCount: 3 });
export const DUSK = departmentFixture({ id: 2, name: 'DUSK', color: '#9ba3ad', bookingCount: 1 });
export const NOLITA = departmentFixture({ id: 3, name: 'Nolita', color: null, bookingCount: 0 });
/** No bookings, but staff filed under it. */
export const CONCIERGE = departmentFixture({ id: 4, name: 'Concierge', color: '#86cffd', userCount: 2 });
