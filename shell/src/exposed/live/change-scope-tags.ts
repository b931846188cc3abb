import type { TagDescription } from '@reduxjs/toolkit/query';
import type { ChangedScopeDto } from '@booking-portal/api/contract';
import { bookingMonthTagsOfChange } from '../api/booking-month-tags';
import {
  ACTIVITY_TAG,
  BOOKING_TAG,
  DEPARTMENT_TAG,
  ORGANIZATION_TAG,
  PERFORMER_TAG,
  USER_TAG,
  VENUE_CLOSURE_TAG,
  type SharedTagType,
} from '../api/tags';

type SharedTag = TagDescription<SharedTagType>;

/** An organization's tag of one type; a scope of no organization reaches every tag of the type. */
function organizationTag(type: SharedTagType, organizationId: number | null): SharedTag {
  return organizationId === null ? type : { type, id: organizationId };
}

/**
 * The tags of the reads one changed scope may have changed, as narrow as the reads are tagged, so that
 * only those reads refetch (each with its ETag: an unchanged answer stays a 304).
 */
function tagsOfScope({ kind, organizationId, month }: ChangedScopeDto): SharedTag[] {
  const activity: SharedTag = { type: ACTIVITY_TAG, id: kind };
  switch (kind) {
    case 'bookings': {
      const bookings: SharedTag[] = bookingMonthTagsOfChange(organizationId, month) ?? [BOOKING_TAG];
      return [...bookings, activity];
    }
    case 'departments':
      // A closure shows its department's name, as the Department Manager's own writes assume.
      return [
        organizationTag(DEPARTMENT_TAG, organizationId),
        organizationTag(VENUE_CLOSURE_TAG, organizationId),
        activity,
      ];
    case 'closures':
      return [organizationTag(VENUE_CLOSURE_TAG, organizationId), activity];
    case 'users':
      return [organizationTag(USER_TAG, organizationId), activity];
    case 'performers':
      // Performers are the provider's, listed for any organization, and every booking names its
      // performers: a performer's change reaches every performer and booking read, as on the server.
      return [PERFORMER_TAG, BOOKING_TAG, activity];
    case 'organizations':
      // The user list shows its organization's name.
      return [ORGANIZATION_TAG, organizationTag(USER_TAG, organizationId), activity];
  }
}

/** The tags of every read the scopes of one change event may have changed, each once. */
export function tagsOfChangedScopes(scopes: readonly ChangedScopeDto[]): SharedTag[] {
  const seen = new Set<string>();
  const tags: SharedTag[] = [];
  for (const tag of scopes.flatMap(tagsOfScope)) {
    const key = typeof tag === 'string' ? tag : `${tag.type}/${String(tag.id)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}
