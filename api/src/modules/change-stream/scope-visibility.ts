import {
  CHANGE_KINDS,
  worksAcrossOrganizations,
  type ChangedScopeDto,
  type ChangeKind,
} from '../../contract';
import type { Actor } from '../../platform/http';
import { maySeeBookingsOf } from '../bookings';
import type { CounterBump, PresenceMessage } from './change-messages';

/** What the visibility rules read of the actor. */
export type Reader = Pick<Actor, 'userId' | 'role' | 'organizationId' | 'department'>;

const isChangeKind = (scope: string): scope is ChangeKind => CHANGE_KINDS.some((kind) => kind === scope);

/** 'yyyy-MM' of a bookings counter's period (year * 12 + month - 1, as the triggers count it). */
function monthOfPeriod(period: number): string {
  const year = Math.floor(period / 12);
  const month = (period % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/**
 * Whether a bumped counter is one the reader's reads cover. Performers are the provider's and every
 * bookings read covers them (booking-scope.ts): everyone hears of them. Users lists are read only by
 * the admin roles. Everything else is the reader's own organization's (any, for the roles that work
 * across organizations).
 */
function mayHearOf(reader: Reader, bump: CounterBump, kind: ChangeKind): boolean {
  if (kind === 'performers') return true;
  // Whoever may read the bookings of its organization and department (bookings' own rule).
  if (kind === 'bookings') return maySeeBookingsOf(reader, bump.organizationId, bump.department);
  if (kind === 'users' && reader.role === 'user') return false;
  return worksAcrossOrganizations(reader.role) || reader.organizationId === bump.organizationId;
}

/**
 * Readers with the same key hear the same scopes of any bumps (visibleScopesOf reads nothing else of
 * them): the streams of one organization, role and department are told of a notification's bumps
 * from one reckoning.
 */
export function visibilityKeyOf(reader: Reader): string {
  // The department last, so no name can run into another field; a colon tells a name from none.
  const department = reader.department === null ? '' : `:${reader.department}`;
  return `${reader.role}|${reader.organizationId ?? ''}|${department}`;
}

/** The changed scopes of `bumps` the reader may hear of, each once, and the highest version among them. */
export function visibleScopesOf(
  reader: Reader,
  bumps: readonly CounterBump[],
): { scopes: ChangedScopeDto[]; latest: number } {
  const scopes = new Map<string, ChangedScopeDto>();
  let latest = 0;
  for (const bump of bumps) {
    const { scope } = bump;
    if (!isChangeKind(scope) || !mayHearOf(reader, bump, scope)) continue;
    const organizationId = bump.organizationId === 0 ? null : bump.organizationId;
    const month = scope === 'bookings' ? monthOfPeriod(bump.period) : null;
    scopes.set(`${scope}|${organizationId ?? ''}|${month ?? ''}`, { kind: scope, organizationId, month });
    latest = Math.max(latest, bump.version);
  }
  return { scopes: [...scopes.values()], latest };
}

/** Whether the reader may hear who has this booking's dialog open (whoever may read the booking). */
export function mayHearPresenceOf(
  reader: Reader,
  presence: Pick<PresenceMessage, 'organizationId' | 'department'>,
) {
  return maySeeBookingsOf(reader, presence.organizationId, presence.department);
}
