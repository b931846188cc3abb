import type { Knex } from 'knex';
import { newPageToken, storedPageTokenOf } from '../modules/performer-schedule/performer-page-token';

/**
 * A new page token of the performer, stored as the owner's reset stores it (any earlier page of
 * theirs dies): test set-up that needs a working page without the owner's session.
 */
export async function freshPerformerPageToken(knex: Knex, performerId: number): Promise<string> {
  const token = newPageToken();
  await knex('performer_page_tokens')
    .insert({ performerId, ...storedPageTokenOf(token) })
    .onConflict('performerId')
    .merge();
  return token;
}

/** The header a performer's page sends its token in. */
export function pageTokenHeader(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

/** A whole-day unavailable period of the performer, stored straight in the table (test set-up). */
export async function freshUnavailablePeriod(knex: Knex, performerId: number): Promise<number> {
  const [row]: { id: number }[] = await knex('performer_unavailability')
    .insert({ performerId, startsAt: '2039-03-01T05:00:00Z', endsAt: '2039-03-02T05:00:00Z', reason: null })
    .returning('id');
  if (!row) throw new Error('period not stored');
  return row.id;
}
