import type { Knex } from 'knex';
import type { PerformerDto } from '../../contract';
import { preparedStatement } from '../../platform/db';
import { PerformerModel } from './performer.model';
import { providerOrganizationCondition } from './provider-condition';

function toDto(model: PerformerModel): PerformerDto {
  return {
    id: model.id,
    name: model.name,
    instruments: [...model.instruments],
    profilePicture: model.profilePicture,
    bio: model.bio,
    organizationId: model.organizationId,
    email: model.email,
    sendBookingNotices: model.sendBookingNotices,
    createdAt: new Date(model.createdAt).toISOString(),
  };
}

/** Every column toDto reads, named: a prepared statement must not select *. */
const PERFORMER_COLUMNS = [
  'id',
  'name',
  'instruments',
  'profilePicture',
  'bio',
  'organizationId',
  'email',
  'sendBookingNotices',
  'createdAt',
] as const;

export interface PerformerFields {
  name: string;
  instruments: string[];
  profilePicture: string | null;
  bio: string | null;
  email: string | null;
  sendBookingNotices: boolean;
}

/** The performer's organization, when it is the provider (for whereExists). */
function providerOf(knex: Knex): Knex.QueryBuilder {
  return knex('organizations as o')
    .select(knex.raw('1'))
    .where('o.id', knex.ref('performers.organizationId'))
    .whereRaw(providerOrganizationCondition('o'));
}

export function createPerformerRepository(knex: Knex) {
  return {
    /** The organization's performers by name; without an organization, the provider's. */
    async listByOrganization(organizationId: number | undefined): Promise<PerformerDto[]> {
      const query = PerformerModel.query(knex).orderBy(['name', 'id']);
      if (organizationId === undefined) query.whereExists(providerOf(knex));
      else query.where({ organizationId });
      return (await query).map(toDto);
    },

    /** The performers among the ids (unknown ids are simply absent), in one statement. */
    async listByIds(ids: readonly number[]): Promise<PerformerDto[]> {
      if (ids.length === 0) return [];
      // One text for any number of ids, prepared: every month read of the calendar runs it.
      const rows = await PerformerModel.query(knex)
        .select(PERFORMER_COLUMNS)
        .whereRaw('id = any(?::int[])', [[...ids]])
        .orderBy('id')
        .onBuildKnex((query) => query.options(preparedStatement('org.performers-by-ids')));
      return rows.map(toDto);
    },

    /** The provider's performers among the ids (others and unknown ids are absent), in one statement. */
    async listProviderPerformersByIds(ids: readonly number[]): Promise<PerformerDto[]> {
      if (ids.length === 0) return [];
      const rows = await PerformerModel.query(knex)
        .whereIn('id', [...ids])
        .whereExists(providerOf(knex))
        .orderBy('id');
      return rows.map(toDto);
    },

    async findById(id: number): Promise<PerformerDto | null> {
      const row = await PerformerModel.query(knex).findById(id);
      return row ? toDto(row) : null;
    },

    /**
     * The performer as they are now, locked until the transaction ends: what a write made from a given
     * version compares that version with, so no other write can come between the comparison and its own.
     */
    async lockForWrite(trx: Knex.Transaction, id: number): Promise<PerformerDto | null> {
      const row = await PerformerModel.query(trx).findById(id).forUpdate();
      return row ? toDto(row) : null;
    },

    async insert(
      trx: Knex.Transaction,
      performer: PerformerFields & { organizationId: number },
    ): Promise<PerformerDto> {
      return toDto(await PerformerModel.query(trx).insertAndFetch(performer));
    },

    async update(
      trx: Knex.Transaction,
      id: number,
      changes: Partial<PerformerFields>,
    ): Promise<PerformerDto> {
      return toDto(await PerformerModel.query(trx).patchAndFetchById(id, changes));
    },

    /** booking_performers rows go with it (ON DELETE CASCADE of the bookings module's table). */
    async delete(trx: Knex.Transaction, id: number): Promise<void> {
      await PerformerModel.query(trx).deleteById(id);
    },
  };
}

export type PerformerRepository = ReturnType<typeof createPerformerRepository>;
