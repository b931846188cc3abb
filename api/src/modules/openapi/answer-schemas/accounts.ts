import { ACCOUNT_LINK_PURPOSES, ORGANIZATION_KINDS, PERMISSION_LEVELS } from '../../../contract';
import type { JsonSchema } from '../json-schema';
import {
  arrayOf,
  closedObject,
  constant,
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

/** Signing in and the mailed account links (dto.ts). */
export const ACCOUNT_SCHEMAS = {
  AdminPermission: closedObject({
    id,
    userId: id,
    permissionLevel: oneOfValues(PERMISSION_LEVELS),
    organizationId: optionalId,
    grantedBy: optionalId,
    grantedAt: isoTimestamp,
  }),
  /** OrganizationSummary (dto.ts): what a session says of the user's organization. */
  OrganizationSummary: closedObject({
    id,
    name: text,
    slug: text,
    logo: optionalText,
    kind: oneOfValues(ORGANIZATION_KINDS),
  }),
  /** UserDto (dto.ts): never a password hash. */
  User: closedObject({
    id,
    username: text,
    email: text,
    firebaseUid: optionalText,
    organizationId: optionalId,
    department: optionalText,
  }),
  /** SessionDto (dto.ts): sign-in, the session read and the mailed links that finish an account. */
  Session: closedObject({
    user: ref('User'),
    role,
    allowed: { type: 'boolean', description: 'False when the e-mail may not use the portal.' },
    adminPermissions: arrayOf(ref('AdminPermission')),
    organization: nullable(ref('OrganizationSummary')),
  }),
  /** UserPermissionsDto (dto.ts). */
  UserPermissions: closedObject({
    adminPermissions: arrayOf(ref('AdminPermission')),
    organization: nullable(ref('OrganizationSummary')),
  }),
  /** UserByEmailDto (dto.ts). */
  UserByEmail: closedObject({ id, department: optionalText, isRegistered: flag }),
  /** AccountLinkDto (dto.ts): what a mailed link is for; reading it does not use it up. */
  AccountLink: closedObject({
    purpose: oneOfValues(ACCOUNT_LINK_PURPOSES),
    email: text,
    organization: nullable(closedObject({ id, name: text })),
    department: optionalText,
    expiresAt: isoTimestamp,
  }),
  /** RegistrationPendingDto (dto.ts): no session; the mailed link finishes the registration. */
  RegistrationPending: closedObject({ message: text, pending: constant(true) }),
  /** A write that is accepted and says so in words (PasswordResetRequestedDto, a page link sent). */
  Message: closedObject({ message: text }),
} as const satisfies Record<string, JsonSchema>;
