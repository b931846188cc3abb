import type { Knex } from 'knex';
import {
  changeSetPreviewMessage,
  type ChangeSetDto,
  type ChangeSetRefusedBody,
  type ChangeSetRequest,
  type ChangeSetResultDto,
  type ChangeSetStaleBody,
} from '../../contract';
import { ConflictError } from '../../platform/errors';
import type { WriteContext } from '../../platform/http';
import {
  recordedItemsOf,
  refuseVanishedDepartment,
  writeOutcomesOf,
  type ChangeSetItems,
  type ItemRuns,
  type PerformerNoticeLog,
} from '../bookings';
import { appliedMessageOf, planChangeSet, withinField, type ChangeSetPlanDeps } from './change-set-plan';
import type { ChangeSetRecorder } from './change-set-recorder';
import { itemResultOf, refusalOf, refusedItemsOf } from './change-set-results';
import type { ChangeSetRepository } from './change-sets.repository';
import { lockedVersionsOf, staleBodyOf, staleBookingsOf, type StaleBooking } from './change-set-versions';

export interface ChangeSetApplyServiceDeps extends ChangeSetPlanDeps {
  knex: Knex;
  changeSets: ChangeSetRepository;
  items: ChangeSetItems;
  recorder: ChangeSetRecorder;
  notices: PerformerNoticeLog;
  /** Called after a change set has committed (the public schedule's answers are then out of date). */
  onCommitted(): void;
}

/**
 * The answer of POST /api/change-sets: 201 when a change set was written, 200 otherwise; 412 when
 * bookings changed since the preview the apply's expectedVersions came from (nothing was written).
 */
export type ChangeSetAnswer =
  { status: 200 | 201; body: ChangeSetResultDto } | { status: 412; body: ChangeSetStaleBody };

/** Each stored booking's version as the dry run found it. */
type Versions = ReadonlyMap<number, { version: string }>;

/**
 * Thrown inside the transaction to roll it back with what the items did: a dry run, or an apply
 * refused as a whole. Private: nothing outside this service may catch it.
 */
class RolledBack extends Error {
  constructor(
    readonly ran: ItemRuns,
    readonly versions: Versions,
  ) {
    super('change set rolled back');
  }
}

/** Thrown inside the transaction before any item ran: bookings changed since the preview. Private too. */
class ChangedSincePreview extends Error {
  constructor(readonly stale: readonly StaleBooking[]) {
    super('bookings changed since the preview');
  }
}

/**
 * POST /api/change-sets: a bulk Finalize, Make Pending, Delete or Move, a duplicate or a recurring
 * create, previewed or applied as one change set. Both run the same code in one transaction (the
 * items under the availability rule, see bookings' booking-item-writes.ts); a dry run then rolls it back, so it
 * writes nothing at all (no booking, change set, audit row, performer notice or change counter), and
 * answers what each item would do. An apply commits every item it applies, or none: the change set with its one
 * audit row and the performers' notices are written in the same transaction.
 *
 * A dry run gives each stored booking's version; an apply that sends them back (expectedVersions) is
 * refused as a whole, before any item runs, when one of them changed or is gone: the bookings are read
 * and locked first, so none changes between that check and the writes.
 */
export function createChangeSetApplyService(deps: ChangeSetApplyServiceDeps) {
  return {
    async apply(context: WriteContext, request: ChangeSetRequest): Promise<ChangeSetAnswer> {
      const { actor } = context;
      const planned = await planChangeSet(deps, actor, request);
      const skipWithProblems = request.apply === 'withoutProblems';
      const { expectedVersions } = request;
      let outcome: {
        ran: ItemRuns;
        changeSet: ChangeSetDto | null;
        committed: boolean;
        versions: Versions;
      };
      try {
        outcome = await deps.knex
          .transaction(async (trx) => {
            const versions =
              request.dryRun || expectedVersions !== undefined
                ? await lockedVersionsOf(trx, deps.bookings, actor, planned)
                : new Map();
            if (!request.dryRun && expectedVersions !== undefined) {
              const stale = staleBookingsOf(expectedVersions, versions);
              if (stale.length > 0) throw new ChangedSincePreview(stale);
            }
            const ran = await deps.items.run(trx, actor, planned, skipWithProblems);
            if (request.dryRun || refusalOf(ran.runs, request.apply) !== null)
              throw new RolledBack(ran, versions);
            const recorded = recordedItemsOf(ran.runs);
            const changeSet =
              recorded.length === 0
                ? null
                : await deps.recorder.record(trx, context, { kind: planned.action }, recorded);
            await deps.notices.record(trx, request.notifyPerformers, writeOutcomesOf(ran.runs));
            return { ran, changeSet, committed: true, versions };
          })
          .catch(refuseVanishedDepartment);
      } catch (error) {
        if (error instanceof ChangedSincePreview) {
          // Named outside the transaction: it is rolled back, and its connection given back.
          const gone = error.stale.filter((booking) => booking.current === null);
          const lastRecorded = await deps.changeSets.lastRecordedOf(gone.map((booking) => booking.bookingId));
          return { status: 412, body: staleBodyOf(actor, error.stale, lastRecorded) };
        }
        if (!(error instanceof RolledBack)) throw withinField(planned.field, error);
        outcome = { ran: error.ran, changeSet: null, committed: false, versions: error.versions };
      }
      if (outcome.committed) deps.onCommitted();

      const runs = await deps.items.named(actor, outcome.ran);
      // Refused as a whole: what each item would have done, with nothing written.
      const refusal = request.dryRun ? null : refusalOf(runs, request.apply);
      if (refusal !== null) {
        const body: ChangeSetRefusedBody = { message: refusal, items: refusedItemsOf(runs) };
        throw new ConflictError(body.message, { items: body.items });
      }
      const items = runs.map((itemRun) => {
        const result = itemResultOf(itemRun, outcome.committed);
        const found =
          request.dryRun && result.operation !== 'create' && outcome.versions.get(result.bookingId ?? 0);
        return found ? { ...result, version: found.version } : result;
      });
      const applicable = runs.filter((itemRun) => itemRun.outcome === 'applied').length;
      return {
        status: outcome.changeSet === null ? 200 : 201,
        body: {
          dryRun: request.dryRun,
          changeSet: outcome.changeSet,
          message: request.dryRun
            ? changeSetPreviewMessage(
                applicable,
                runs.filter((itemRun) => itemRun.problems.length > 0).length,
              )
            : appliedMessageOf(planned.action, applicable),
          items,
        },
      };
    },
  };
}

export type ChangeSetApplyService = ReturnType<typeof createChangeSetApplyService>;
