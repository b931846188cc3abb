import type { Knex } from 'knex';
import type { ChangeSetDto, ChangeSetKind } from '../../contract';
import type { WriteContext } from '../../platform/http';
import type { TelemetryFacade } from '../telemetry';
import { changedFieldsOf } from './booking-snapshot';
import type { ChangeSetItemRecord, ChangeSetRepository } from './change-sets.repository';

/** The spec's audit action of a change set: its items all create, all delete, or otherwise update. */
export function auditActionOf(items: readonly ChangeSetItemRecord[]): ChangeSetDto['action'] {
  if (items.length > 0 && items.every((item) => item.before === null)) return 'booking_created';
  if (items.length > 0 && items.every((item) => item.after === null)) return 'booking_deleted';
  return 'booking_updated';
}

/** The one organization every item is of, or null when they span several. */
function organizationOf(items: readonly ChangeSetItemRecord[]): number | null {
  const organizations = new Set(items.map((item) => (item.after ?? item.before)?.organizationId ?? null));
  return organizations.size === 1 ? ([...organizations][0] ?? null) : null;
}

/**
 * A single booking's audit details as they always were (old and new values of what changed; all of
 * them for a create or a delete), now with the change set they belong to.
 */
function singleItemDetails(item: ChangeSetItemRecord): Record<string, unknown> {
  const changed = changedFieldsOf(item.before, item.after);
  const values = (side: 'old' | 'new') =>
    Object.fromEntries(changed.map((change) => [change.field, change[side]]));
  if (item.before === null) return { new: item.after };
  if (item.after === null) return { old: item.before };
  return { old: values('old'), new: values('new') };
}

export interface ChangeSetRecorderDeps {
  changeSets: ChangeSetRepository;
  telemetry: Pick<TelemetryFacade, 'auditWrite'>;
}

/**
 * Records what a user action did, in that action's transaction: the change set with its items, and its
 * one activity-log entry (the spec's action; who, how many items, when). A change set of one booking
 * keeps the audit row every booking write always had (resource 'booking', that booking's id, its old
 * and new values); a larger one is one row for the change set (resource 'change_set'), whose items the
 * activity log reads from the change set itself (an audit row keeps at most 2 KB of details).
 */
export function createChangeSetRecorder(deps: ChangeSetRecorderDeps) {
  return {
    async record(
      trx: Knex.Transaction,
      context: WriteContext,
      change: { kind: ChangeSetKind; undoOf?: number },
      items: readonly ChangeSetItemRecord[],
      /** False when another audit row of the action names the change set (a department delete's). */
      audited = true,
    ): Promise<ChangeSetDto> {
      const action = auditActionOf(items);
      const changeSet = await deps.changeSets.record(
        trx,
        {
          kind: change.kind,
          action,
          author: { userId: context.actor.userId, email: context.actor.email },
          ...(change.undoOf === undefined ? {} : { undoOf: change.undoOf }),
        },
        items,
      );
      if (!audited) return changeSet;
      const summary = { id: changeSet.id, kind: change.kind, itemCount: items.length };
      const [only] = items;
      await deps.telemetry.auditWrite(trx, context, {
        action,
        organizationId: organizationOf(items),
        ...(items.length === 1 && only
          ? {
              resource: 'booking',
              resourceId: only.bookingId,
              details: { ...singleItemDetails(only), changeSet: summary },
            }
          : { resource: 'change_set', resourceId: changeSet.id, details: { changeSet: summary } }),
      });
      return changeSet;
    },
  };
}

export type ChangeSetRecorder = ReturnType<typeof createChangeSetRecorder>;
