import type { Knex } from 'knex';
import {
  changedFieldsOf,
  type BookingSnapshotDto,
  type ChangeSetDto,
  type ChangeSetKind,
} from '../../contract';
import type { WriteContext } from '../../platform/http';
import { auditOfStatementRow, STORED_TEXT_LIMITS, WRITTEN_ROW_ID } from '../telemetry';
import type { ChangeSetItemRecord, NamedClauses } from '../bookings';
import { WRITTEN_CHANGE_SET, type ChangeSetRepository } from './change-sets.repository';
import { latestChangeAuditOf } from './latest-change-audit';

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

/** The change set an audit row names; its id is the statement's to fill in. */
function summaryOf(kind: ChangeSetKind, itemCount: number) {
  return { id: WRITTEN_ROW_ID, kind, itemCount };
}

/**
 * A single booking's audit details as they always were (old and new values of what changed; all of
 * them for a create or a delete), now with the change set they belong to. Values too long for an audit
 * row's details (long notes, many performers) are left out, the changed fields' names kept: the change
 * set's item holds them all, and the details stay JSON the activity log can read.
 */
function singleItemDetails(
  item: Pick<ChangeSetItemRecord, 'before' | 'after'>,
  changeSet: ReturnType<typeof summaryOf>,
): Record<string, unknown> {
  const changed = changedFieldsOf(item.before, item.after);
  const values = (side: 'old' | 'new') =>
    Object.fromEntries(changed.map((change) => [change.field, change[side]]));
  const details =
    item.before === null
      ? { new: item.after, changeSet }
      : item.after === null
        ? { old: item.before, changeSet }
        : { old: values('old'), new: values('new'), changeSet };
  if (JSON.stringify(details).length <= STORED_TEXT_LIMITS.details) return details;
  return { fields: changed.map((change) => change.field), changeSet };
}

/**
 * Records what a user action did, in that action's transaction and in one statement: the change set
 * with its items, and its one activity-log entry (the spec's action; who, how many items, when),
 * written beside it by the same statement. A change set of one booking keeps the audit row every
 * booking write always had (resource 'booking', that booking's id, its old and new values); a larger
 * one is one row for the change set (resource 'change_set'), whose items the activity log reads from
 * the change set itself (an audit row keeps at most 2 KB of details). Either names the change set in
 * details.changeSet ({ id, kind, itemCount }).
 */
export function createChangeSetRecorder(deps: { changeSets: ChangeSetRepository }) {
  return {
    latestChangeAuditOf,

    async record(
      trx: Knex.Transaction,
      context: WriteContext,
      change: { kind: ChangeSetKind; undoOf?: number },
      items: readonly ChangeSetItemRecord[],
      /** False when another audit row of the action names the change set (a department delete's). */
      audited = true,
    ): Promise<ChangeSetDto> {
      const action = auditActionOf(items);
      const summary = summaryOf(change.kind, items.length);
      const [only] = items;
      const audit = auditOfStatementRow(
        context,
        {
          action,
          organizationId: organizationOf(items),
          ...(items.length === 1 && only
            ? {
                resource: 'booking',
                resourceId: only.bookingId,
                details: singleItemDetails(only, summary),
              }
            : { resource: 'change_set', details: { changeSet: summary } }),
        },
        {
          resourceTable: items.length === 1 ? null : WRITTEN_CHANGE_SET,
          detailsTable: WRITTEN_CHANGE_SET,
        },
      );
      return deps.changeSets.record(
        trx,
        {
          kind: change.kind,
          action,
          author: { userId: context.actor.userId, email: context.actor.email },
          ...(change.undoOf === undefined ? {} : { undoOf: change.undoOf }),
        },
        items,
        audited ? audit : undefined,
      );
    },

    /**
     * The WITH clauses that record the create of one booking as a change set of one item, with its
     * audit row, in the statement that inserts it (`bookingTable` the booking's WITH table): the
     * insert, its change set and its audit row commit together, even with no transaction around them.
     */
    createdBooking(
      context: WriteContext,
      after: BookingSnapshotDto,
    ): (db: Knex | Knex.Transaction, bookingTable: string) => NamedClauses {
      return (db, bookingTable) => [
        ...deps.changeSets.createdBookingClauses(
          db,
          {
            kind: 'create',
            action: 'booking_created',
            author: { userId: context.actor.userId, email: context.actor.email },
          },
          after,
          bookingTable,
        ),
        [
          'audited',
          auditOfStatementRow(
            context,
            {
              action: 'booking_created',
              organizationId: after.organizationId,
              resource: 'booking',
              details: singleItemDetails({ before: null, after }, summaryOf('create', 1)),
            },
            { resourceTable: bookingTable, detailsTable: WRITTEN_CHANGE_SET },
          )(db),
        ],
      ];
    },
  };
}

export type ChangeSetRecorder = ReturnType<typeof createChangeSetRecorder>;
