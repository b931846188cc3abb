import type { Knex } from 'knex';
import type { GuardedRouter } from '../../platform/http';
import type { AvailabilityFacade } from '../availability';
import type { AccessControl } from '../../platform/http';
import type { BookingCalendarReads, BookingsOrganizationDirectory } from '../bookings';
import type { TelemetryFacade } from '../telemetry';
import { createPerformerPageLinkService } from './performer-page-link.service';
import { createPerformerPageRepository } from './performer-page.repository';
import { registerPerformerPageRoutes } from './performer-page.routes';
import { createPerformerPageService } from './performer-page.service';

export interface PerformerPagesDeps {
  knex: Knex;
  access: AccessControl;
  bookings: BookingCalendarReads;
  organizations: BookingsOrganizationDirectory;
  telemetry: TelemetryFacade;
  availability: AvailabilityFacade;
  /** The portal's public origin: page links and feed addresses are absolute. */
  origin: string;
}

/** Performers' own pages: the owner's link routes and the page's routes. */
export function registerPerformerPages(router: GuardedRouter, deps: PerformerPagesDeps): GuardedRouter {
  const pages = createPerformerPageRepository(deps.knex);
  return registerPerformerPageRoutes(router, deps.access, {
    links: createPerformerPageLinkService({ ...deps, pages }),
    pages: createPerformerPageService({ ...deps, pages }),
  });
}
