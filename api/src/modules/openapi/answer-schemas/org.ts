import { ORGANIZATION_KINDS } from '../../../contract';
import type { JsonSchema } from '../json-schema';
import {
  arrayOf,
  closedObject,
  count,
  flag,
  id,
  isoTimestamp,
  nullable,
  oneOfValues,
  optionalId,
  optionalText,
  ref,
  role,
  text,
} from './schema-parts';

/** Organizations, their departments, users and performers (org.dto.ts). */
export const ORG_SCHEMAS = {
  /** OrganizationDto (org.dto.ts). */
  Organization: closedObject({
    id,
    name: text,
    slug: text,
    logo: optionalText,
    kind: oneOfValues(ORGANIZATION_KINDS),
    timeZone: { type: 'string', description: 'IANA time zone of its wall-clock booking times.' },
  }),
  /** ManagedUserDto (org.dto.ts): a row of User Management. */
  ManagedUser: closedObject({
    id,
    username: text,
    email: text,
    organizationId: optionalId,
    department: optionalText,
    firebaseUid: optionalText,
    isPending: flag,
    role,
    adminPermissions: arrayOf(ref('AdminPermission')),
    invitationSentAt: nullable(isoTimestamp),
    disabledAt: nullable(isoTimestamp),
  }),
  /** DepartmentDto (org.dto.ts); `bookingCount` and `userCount` are left out with `?counts=none`. */
  Department: closedObject(
    {
      id,
      name: text,
      color: optionalText,
      organizationId: id,
      createdAt: isoTimestamp,
      updatedAt: isoTimestamp,
      bookingCount: count,
      userCount: count,
    },
    ['bookingCount', 'userCount'],
  ),
  /** DepartmentDeletedDto (org.dto.ts): where the deleted department's bookings and users went. */
  DepartmentDeleted: closedObject({
    migratedBookings: count,
    migratedUsers: count,
    migratedTo: optionalText,
  }),
  /** PerformerDto (org.dto.ts); `email` is null for the roles that do not manage performers. */
  Performer: closedObject({
    id,
    name: text,
    instruments: arrayOf(text),
    profilePicture: optionalText,
    bio: optionalText,
    organizationId: optionalId,
    email: optionalText,
    sendBookingNotices: flag,
    createdAt: isoTimestamp,
  }),
} as const satisfies Record<string, JsonSchema>;
