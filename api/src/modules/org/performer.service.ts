import type { Knex } from 'knex';
import {
  ORG_MESSAGES,
  type PerformerDto,
  type PerformerInput,
  type PerformerUpdateInput,
} from '../../contract';
import { BadRequestError, NotFoundError, StaleWriteError } from '../../platform/errors';
import { auditWritesOf, type TelemetryFacade } from '../telemetry';
import type { OrganizationRepository } from './organization.repository';
import type { PerformerFields, PerformerRepository } from './performer.repository';
import { isExpectedVersion, type ExpectedVersion, type WriteContext } from '../../platform/http';
import { performerTagOf } from './entity-tags';

function fieldsOf(performer: PerformerDto): PerformerFields {
  return {
    name: performer.name,
    instruments: performer.instruments,
    profilePicture: performer.profilePicture,
    bio: performer.bio,
    email: performer.email,
    sendBookingNotices: performer.sendBookingNotices,
  };
}

export interface PerformerServiceDeps {
  knex: Knex;
  performers: PerformerRepository;
  organizations: OrganizationRepository;
  telemetry: TelemetryFacade;
}

/** Performers belong to the provider organization; only owners and super admins write them. */
export function createPerformerService({ knex, performers, organizations, telemetry }: PerformerServiceDeps) {
  async function findPerformer(id: number): Promise<PerformerDto> {
    const performer = await performers.findById(id);
    if (!performer) throw new NotFoundError();
    return performer;
  }

  const audit = auditWritesOf(telemetry, 'performer');

  /** The 412 of a write made from another version: the performer as they are now, or null when deleted. */
  function staleWrite(id: number, current: PerformerDto | null): StaleWriteError {
    return new StaleWriteError(current, current === null ? null : performerTagOf(current), {
      resource: 'performer',
      resourceId: id,
    });
  }

  /** The performer a write names. With If-Match, one that is gone was deleted since the writer read them. */
  async function findWrittenPerformer(id: number, expected: ExpectedVersion): Promise<PerformerDto> {
    const performer = await performers.findById(id);
    if (!performer) throw expected === null ? new NotFoundError() : staleWrite(id, null);
    return performer;
  }

  /**
   * The performer a write in `trx` starts from: as read before it without If-Match; with it, read again
   * locked and refused (nothing written) unless it is the version the writer saw.
   */
  async function writtenVersion(
    trx: Knex.Transaction,
    read: PerformerDto,
    expected: ExpectedVersion,
  ): Promise<PerformerDto> {
    if (expected === null) return read;
    const current = await performers.lockForWrite(trx, read.id);
    if (current === null || !isExpectedVersion(expected, performerTagOf(current)))
      throw staleWrite(read.id, current);
    return current;
  }

  return {
    /** One performer (of any organization, as the list), 404 when there is none. */
    find: findPerformer,

    /** The organization's performers; without one, the provider's. */
    list(organizationId: number | undefined): Promise<PerformerDto[]> {
      return performers.listByOrganization(organizationId);
    },

    /** A new performer of the provider (the organization asked for, when one is, must be it). */
    async create(context: WriteContext, input: PerformerInput): Promise<PerformerDto> {
      const providerId = await organizations.findProviderId();
      if (providerId === null || (input.organizationId !== undefined && input.organizationId !== providerId))
        throw new BadRequestError(ORG_MESSAGES.performerOrganization);
      return knex.transaction(async (trx) => {
        const created = await performers.insert(trx, {
          name: input.name,
          instruments: input.instruments,
          profilePicture: input.profilePicture ?? null,
          bio: input.bio ?? null,
          email: input.email ?? null,
          sendBookingNotices: input.sendBookingNotices,
          organizationId: providerId,
        });
        await audit(trx, context, 'performer_created', created, { new: fieldsOf(created) });
        return created;
      });
    },

    /** With If-Match, the performer is compared locked, so a write from another version changes nothing. */
    async update(
      context: WriteContext,
      id: number,
      input: PerformerUpdateInput,
      expected: ExpectedVersion,
    ): Promise<PerformerDto> {
      const read = await findWrittenPerformer(id, expected);
      const changes: Partial<PerformerFields> = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.instruments !== undefined) changes.instruments = input.instruments;
      if (input.profilePicture !== undefined) changes.profilePicture = input.profilePicture;
      if (input.bio !== undefined) changes.bio = input.bio;
      if (input.email !== undefined) changes.email = input.email;
      if (input.sendBookingNotices !== undefined) changes.sendBookingNotices = input.sendBookingNotices;
      return knex.transaction(async (trx) => {
        const existing = await writtenVersion(trx, read, expected);
        const updated =
          Object.keys(changes).length > 0 ? await performers.update(trx, id, changes) : existing;
        await audit(trx, context, 'performer_updated', updated, {
          old: fieldsOf(existing),
          new: fieldsOf(updated),
        });
        return updated;
      });
    },

    async delete(context: WriteContext, id: number, expected: ExpectedVersion): Promise<void> {
      const read = await findWrittenPerformer(id, expected);
      await knex.transaction(async (trx) => {
        const existing = await writtenVersion(trx, read, expected);
        await performers.delete(trx, id);
        await audit(trx, context, 'performer_deleted', existing, { old: fieldsOf(existing) });
      });
    },
  };
}

export type PerformerService = ReturnType<typeof createPerformerService>;
