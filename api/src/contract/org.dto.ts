import type { AdminPermission, OrganizationSummary } from './dto';
import type { Role } from './roles';

/**
 * A department as the calendar reads it (`?counts=none`): without counts, its answer changes only when
 * the organization's departments do, so a refetch stays 304 while bookings are written.
 */
export interface DepartmentSummaryDto {
  id: number;
  name: string;
  color: string | null;
  organizationId: number;
  createdAt: string;
  updatedAt: string;
}

/** A department card: the department with the number of its organization's bookings under its name. */
export interface DepartmentDto extends DepartmentSummaryDto {
  bookingCount: number;
  /**
   * The organization's users filed under the department (they move with its bookings when it is
   * deleted). Only the Department Manager's roles (owner, super admin, org admin) get it.
   */
  userCount?: number;
}

/** Answer of DELETE /api/departments/{id}. */
export interface DepartmentDeletedDto {
  migratedBookings: number;
  /** Users moved with the bookings to `migratedTo`. */
  migratedUsers: number;
  migratedTo: string | null;
}

export interface PerformerDto {
  id: number;
  name: string;
  instruments: string[];
  profilePicture: string | null;
  bio: string | null;
  organizationId: number | null;
  /**
   * Where the performer's booking digests go (lowercased); null without one. Only the roles that
   * manage performers (owners and super admins) read it: everyone else gets null.
   */
  email: string | null;
  /** Whether the performer gets a digest of the changes to their bookings (needs an e-mail). */
  sendBookingNotices: boolean;
  createdAt: string;
}

/** A row of User Management: the user, its role by badge precedence and its admin permissions. */
export interface ManagedUserDto {
  id: number;
  username: string;
  email: string;
  organizationId: number | null;
  department: string | null;
  firebaseUid: string | null;
  /** True while the user has no external auth id (added by an admin, not yet registered). */
  isPending: boolean;
  role: Role;
  adminPermissions: AdminPermission[];
  /** ISO 8601: when the latest invitation went to this pending user; null once registered or never sent. */
  invitationSentAt: string | null;
  /** ISO 8601: when the account was disabled (it cannot sign in); null while enabled. */
  disabledAt: string | null;
}

/** An organization as GET /api/organizations and PUT /api/organizations/{id}/time-zone serve it. */
export interface OrganizationDto extends OrganizationSummary {
  /** The IANA zone its wall-clock booking times are in (the public feeds' TZID). */
  timeZone: string;
}
