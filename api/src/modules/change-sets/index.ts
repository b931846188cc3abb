/**
 * Change sets: owns booking_change_sets and booking_change_set_items (their migration keeps the name
 * databases recorded, 20250601002600_bookings_change_sets). Every user action on bookings is one change
 * set with its one audit row. This module provides the recorder, the implementation of bookings'
 * `BookingChangeRecorder` port (app.ts builds it before bookings, whose facade and writes record
 * through it), and the routes: POST /api/change-sets (a bulk action or a duplicate, previewed with
 * dryRun or applied), the actor's undoable change sets, one change set, a booking's history, and
 * undo. It reaches bookings only through bookings' index: the writes bookings' router hands over
 * (`BookingChangeWrites`: the repository, the availability rule and its item writes) and their types.
 */
import type { Knex } from 'knex';
import type { GuardedRouter } from '../../platform/http';
import type { AvailabilityFacade } from '../availability';
import type {
  BookingChangeRecorder,
  BookingChangeWrites,
  BookingsOrganizationDirectory,
  PerformerNoticeLog,
} from '../bookings';
import type { AccessControl } from '../../platform/http';
import { registerChangeSetApplyRoutes } from './change-set-apply.routes';
import { createChangeSetApplyService } from './change-set-apply.service';
import { createChangeSetReadService } from './change-set-read.service';
import { createChangeSetRecorder } from './change-set-recorder';
import { registerChangeSetUndoRoutes } from './change-set-undo.routes';
import { createChangeSetUndoService } from './change-set-undo.service';
import { createChangeSetRepository } from './change-sets.repository';

export interface ChangeSetsModuleDeps {
  knex: Knex;
}

interface ChangeSetsRouterDeps {
  access: AccessControl;
  /** The org module's facade: organizations, department names, performers. */
  organizations: BookingsOrganizationDirectory;
  /** Performers' unavailable periods and venue closures (what an undo's bookings meet where they go back). */
  availability: AvailabilityFacade;
  /** Where a change set records what its performers are to hear (the performer-schedule module's). */
  notices: PerformerNoticeLog;
  /** Bookings' writes under the availability rule (bookings' router builds them). */
  writes: BookingChangeWrites;
}

export interface ChangeSetsModule {
  /** Records each booking write as a change set: bookings' `BookingChangeRecorder`. */
  recorder: BookingChangeRecorder;
  createRouter(deps: ChangeSetsRouterDeps): GuardedRouter;
}

export function createChangeSetsModule({ knex }: ChangeSetsModuleDeps): ChangeSetsModule {
  const changeSets = createChangeSetRepository(knex);
  // One recorder serves every write that records a change set: bookings' single writes, duplicates
  // and department migrations, and this module's apply and undo alike.
  const recorder = createChangeSetRecorder({ changeSets });
  return {
    recorder,
    createRouter({ access, organizations, availability, notices, writes }) {
      const services = { knex, changeSets, recorder, notices, organizations, ...writes };
      const router = registerChangeSetApplyRoutes(
        access.createRouter(),
        createChangeSetApplyService(services),
      );
      return registerChangeSetUndoRoutes(router, {
        reads: createChangeSetReadService({ changeSets }),
        undo: createChangeSetUndoService({ ...services, availability }),
      });
    },
  };
}
