import type { PerformerUnavailabilityDto, Role } from '../../../contract';
import { problemReaderOf, unavailableProblemOf } from '../availability-problems';

const PERIOD: PerformerUnavailabilityDto = {
  id: 7,
  performerId: 3,
  startDate: '2040-01-02',
  startTime: '00:00',
  endDate: '2040-01-03',
  endTime: '00:00',
  reason: 'Surgery',
  timeZone: 'America/New_York',
  createdAt: '2039-12-01T10:00:00.000Z',
};

function readerFor(role: Role) {
  return problemReaderOf(
    { userId: 1, email: 'reader@example.test', role, organizationId: 1, department: null },
    new Map([[3, 'Ana Reyes']]),
  );
}

/**
 * Why a performer is away is shown only to the roles that manage performers. Only they write
 * bookings and ask the availability check today, so the other roles' side is pinned here.
 */
describe("an unavailable problem's reason", () => {
  it.each(['owner', 'super_admin'] as const)('when %s reads it, then the reason is shown', (role) => {
    expect(unavailableProblemOf(PERIOD, readerFor(role))).toEqual({
      kind: 'unavailable',
      performerId: 3,
      performerName: 'Ana Reyes',
      unavailability: PERIOD,
      description: 'unavailable: Surgery',
    });
  });

  it.each(['org_admin', 'user'] as const)(
    'when %s reads it, then neither the period nor the description carries it',
    (role) => {
      expect(unavailableProblemOf(PERIOD, readerFor(role))).toEqual({
        kind: 'unavailable',
        performerId: 3,
        performerName: 'Ana Reyes',
        unavailability: { ...PERIOD, reason: null },
        description: 'unavailable',
      });
    },
  );
});
