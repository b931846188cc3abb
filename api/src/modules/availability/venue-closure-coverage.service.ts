import {
  closureCoverageQuerySchema,
  endTimeOf,
  MAX_CHANGE_SET_ITEMS,
  type ClosureCoverageDto,
  type CoveredBookingDto,
} from '../../contract';
import { NotFoundError } from '../../platform/errors';
import { parseInput } from '../../platform/http';
import type { ClosureCoverage, CoveredBookingRecord } from './covered-bookings.port';
import { assertOrganizationVisible, type TenantActor } from '../identity';
import type { OrgFacade } from '../org';
import { departmentNotInOrganization } from './venue-closure.service';

export interface VenueClosureCoverageDeps {
  /** The bookings module's read of the bookings a span covers. */
  bookings: ClosureCoverage;
  organizations: Pick<OrgFacade, 'findOrganizationsByIds' | 'findDepartment' | 'findPerformersByIds'>;
}

function coveredBookingOf(
  record: CoveredBookingRecord,
  names: ReadonlyMap<number, string>,
): CoveredBookingDto {
  return {
    id: record.id,
    title: record.title,
    date: record.date,
    startTime: record.time,
    endTime: endTimeOf(record.time, record.duration),
    department: record.department,
    status: record.status,
    performers: record.performerIds.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [name];
    }),
  };
}

/**
 * The bookings a closure would cover, asked before it is added: its span and venue checked as the
 * closure's own write checks them (the same 400s, and 404 for an organization the actor may not see),
 * so the dialog can list them while the closure is written.
 */
export function createVenueClosureCoverage(deps: VenueClosureCoverageDeps) {
  const { bookings, organizations } = deps;
  return {
    async coveredBookings(
      actor: TenantActor,
      organizationId: number,
      query: unknown,
    ): Promise<ClosureCoverageDto> {
      assertOrganizationVisible(actor, organizationId);
      const [organization] = await organizations.findOrganizationsByIds([organizationId]);
      if (!organization) throw new NotFoundError();
      const { departmentId, ...span } = await parseInput(closureCoverageQuerySchema, query);
      let department: string | null = null;
      if (departmentId !== undefined && departmentId !== null) {
        const found = await organizations.findDepartment(departmentId);
        if (found?.organizationId !== organizationId) throw departmentNotInOrganization();
        department = found.name;
      }
      const covered = await bookings.bookingsDuring(organizationId, department, span, MAX_CHANGE_SET_ITEMS);
      const performerIds = [...new Set(covered.bookings.flatMap((booking) => booking.performerIds))];
      const performers =
        performerIds.length === 0 ? [] : await organizations.findPerformersByIds(performerIds);
      const names = new Map(performers.map(({ id, name }) => [id, name]));
      return {
        bookings: covered.bookings.map((booking) => coveredBookingOf(booking, names)),
        total: covered.total,
      };
    },
  };
}

export type VenueClosureCoverage = ReturnType<typeof createVenueClosureCoverage>;
