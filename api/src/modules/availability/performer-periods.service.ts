import type { Knex } from 'knex';
import {
  AVAILABILITY_LIMIT_MESSAGES,
  AVAILABILITY_VALIDATION_MESSAGES,
  MAX_CURRENT_UNAVAILABLE_PERIODS,
  performerUnavailabilitySchema,
  type PerformerUnavailabilityDto,
} from '../../contract';
import {
  BadRequestError,
  NotFoundError,
  StaleWriteError,
  ValidationError,
  violatedConstraintOf,
} from '../../platform/errors';
import {
  isExpectedVersion,
  parseInput,
  type ExpectedVersion,
  type RequestClient,
  type WriteContext,
} from '../../platform/http';
import type { TelemetryFacade, WriteAuthor } from '../telemetry';
import { unavailabilityPeriodTagOf, versionedPeriodOf } from './entity-tags';
import type { PeriodRow, PerformerUnavailabilityRepository } from './performer-unavailability.repository';

/** Who writes a period: staff through the Performer Manager, or the performer through their own page. */
export type UnavailabilityWriter =
  { by: 'staff'; context: WriteContext } | { by: 'performer'; client: RequestClient };

/** One period as its single read answers it, with its ETag (what its writer sends back as If-Match). */
export interface TaggedPeriod {
  period: PerformerUnavailabilityDto;
  tag: string;
}

export interface PerformerPeriods {
  /** One of the performer's periods; null when it is not theirs (or does not exist). */
  find(performerId: number, periodId: number): Promise<TaggedPeriod | null>;
  /** The performer's periods not ended yet, oldest first (reason included). */
  listCurrent(performerId: number): Promise<PerformerUnavailabilityDto[]>;
  /** Validates `input` with performerUnavailabilitySchema (ValidationError 400), writes and audits it. */
  add(writer: UnavailabilityWriter, performerId: number, input: unknown): Promise<PerformerUnavailabilityDto>;
  /**
   * NotFoundError (404) when the period is not this performer's. Audited. With If-Match (`expected`),
   * StaleWriteError (412, nothing removed) unless the period is still the version the writer saw.
   */
  remove(
    writer: UnavailabilityWriter,
    performerId: number,
    periodId: number,
    expected: ExpectedVersion,
  ): Promise<void>;
}

/** The staff routes' view: the facade's calls and a list from a given day. */
export interface PerformerPeriodsService extends PerformerPeriods {
  /** Periods not ended by the start of `from` (yyyy-MM-dd, the provider's zone), or not ended now. */
  listFrom(performerId: number, from: string | null): Promise<PerformerUnavailabilityDto[]>;
}

/** The table's check that a period ends after it starts (its migration) and its performer reference. */
const SPAN_CHECK = 'performer_unavailability_span';
const PERFORMER_REFERENCE = 'performer_unavailability_performer_id_foreign';

export interface PerformerPeriodsDeps {
  knex: Knex;
  telemetry: Pick<TelemetryFacade, 'auditWrite'>;
  periods: PerformerUnavailabilityRepository;
}

function authorOf(writer: UnavailabilityWriter): WriteAuthor {
  return writer.by === 'staff'
    ? writer.context
    : { actor: { userId: null, email: null }, client: writer.client };
}

/** The audit row's details: the span as written (in the provider's zone), the reason and where it came from. */
function detailsOf(writer: UnavailabilityWriter, { period }: PeriodRow): Record<string, unknown> {
  const { id, startDate, startTime, endDate, endTime, timeZone, reason } = period;
  return {
    periodId: id,
    span: { startDate, startTime, endDate, endTime, timeZone },
    reason,
    via: writer.by === 'staff' ? 'staff' : 'performer_page',
  };
}

/**
 * A wall clock the provider's zone skips can turn a span that is in order on the clock into instants
 * that are not (02:30 to 03:00 on the day the clocks jump from 02:00 to 03:00): the table's check
 * refuses it, and the caller gets the same answer as for any end before its start. A performer gone
 * since the caller looked is 404.
 */
function refusedInsert(error: unknown): never {
  const constraint = violatedConstraintOf(error);
  if (constraint === SPAN_CHECK)
    throw new ValidationError([
      { path: 'endTime', message: AVAILABILITY_VALIDATION_MESSAGES.startBeforeEnd },
    ]);
  if (constraint === PERFORMER_REFERENCE) throw new NotFoundError();
  throw error;
}

/**
 * A performer's unavailable periods: listed, added and removed by staff (owners and super admins,
 * checked by the routes) and by the performer on their own page (checked by its token). Each write
 * and its audit row commit together.
 */
export function createPerformerPeriods(deps: PerformerPeriodsDeps): PerformerPeriodsService {
  const { knex, telemetry, periods } = deps;

  async function audit(
    trx: Knex.Transaction,
    writer: UnavailabilityWriter,
    action: string,
    row: PeriodRow,
  ): Promise<void> {
    await telemetry.auditWrite(trx, authorOf(writer), {
      action,
      resource: 'performer',
      resourceId: row.period.performerId,
      organizationId: row.organizationId,
      details: detailsOf(writer, row),
    });
  }

  return {
    async listFrom(performerId: number, from: string | null): Promise<PerformerUnavailabilityDto[]> {
      return (await periods.listNotEndedBy(performerId, from)).map(versionedPeriodOf);
    },

    async listCurrent(performerId: number): Promise<PerformerUnavailabilityDto[]> {
      return (await periods.listNotEndedBy(performerId, null)).map(versionedPeriodOf);
    },

    async add(
      writer: UnavailabilityWriter,
      performerId: number,
      input: unknown,
    ): Promise<PerformerUnavailabilityDto> {
      const { reason, ...span } = await parseInput(performerUnavailabilitySchema, input);
      return knex
        .transaction(async (trx) => {
          await periods.lockPerformer(trx, performerId);
          if ((await periods.countCurrent(trx, performerId)) >= MAX_CURRENT_UNAVAILABLE_PERIODS)
            throw new BadRequestError(AVAILABILITY_LIMIT_MESSAGES.tooManyPeriods);
          const written = await periods.insert(trx, performerId, span, reason ?? null);
          await audit(trx, writer, 'performer_unavailability_added', written);
          return versionedPeriodOf(written);
        })
        .catch(refusedInsert);
    },

    async find(performerId: number, periodId: number): Promise<TaggedPeriod | null> {
      const stored = await periods.find(performerId, periodId);
      return stored && { period: versionedPeriodOf(stored), tag: unavailabilityPeriodTagOf(stored) };
    },

    async remove(
      writer: UnavailabilityWriter,
      performerId: number,
      periodId: number,
      expected: ExpectedVersion,
    ): Promise<void> {
      await knex.transaction(async (trx) => {
        await periods.lockPerformer(trx, performerId);
        if (expected !== null) {
          const current = await periods.lockOne(trx, performerId, periodId);
          const tag = current && unavailabilityPeriodTagOf(current);
          // Its audit rows are the performer's (as the period's writes record them).
          if (!isExpectedVersion(expected, tag))
            throw new StaleWriteError(current && versionedPeriodOf(current), tag, {
              resource: 'performer',
              resourceId: performerId,
            });
        }
        const removed = await periods.delete(trx, performerId, periodId);
        if (!removed) throw new NotFoundError();
        await audit(trx, writer, 'performer_unavailability_removed', removed);
      });
    },
  };
}
