import type { Knex } from 'knex';
import {
  ORG_MESSAGES,
  type PerformerDto,
  type PerformerInput,
  type PerformerUpdateInput,
} from '../../contract';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { auditWritesOf, type TelemetryFacade } from '../telemetry';
import type { OrganizationRepository } from './organization.repository';
import type { PerformerFields, PerformerRepository } from './performer.repository';
import { type WriteContext } from '../../platform/http';

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

  return {
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

    async update(context: WriteContext, id: number, input: PerformerUpdateInput): Promise<PerformerDto> {
      const existing = await findPerformer(id);
      const changes: Partial<PerformerFields> = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.instruments !== undefined) changes.instruments = input.instruments;
      if (input.profilePicture !== undefined) changes.profilePicture = input.profilePicture;
      if (input.bio !== undefined) changes.bio = input.bio;
      if (input.email !== undefined) changes.email = input.email;
      if (input.sendBookingNotices !== undefined) changes.sendBookingNotices = input.sendBookingNotices;
      return knex.transaction(async (trx) => {
        const updated =
          Object.keys(changes).length > 0 ? await performers.update(trx, id, changes) : existing;
        await audit(trx, context, 'performer_updated', updated, {
          old: fieldsOf(existing),
          new: fieldsOf(updated),
        });
        return updated;
      });
    },

    async delete(context: WriteContext, id: number): Promise<void> {
      const existing = await findPerformer(id);
      await knex.transaction(async (trx) => {
        await performers.delete(trx, id);
        await audit(trx, context, 'performer_deleted', existing, { old: fieldsOf(existing) });
      });
    },
  };
}

export type PerformerService = ReturnType<typeof createPerformerService>;
