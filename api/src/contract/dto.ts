import type { OrganizationKind, PermissionLevel, Role } from './roles';
import type { SessionEndReason } from './session-end';

/** Error body of every 4xx/5xx answer (docs/ARCHITECTURE.md section 4). */
export interface ErrorBody {
  message: string;
  errors?: { path: string; message: string }[];
  /** On a 401 to a session cookie that no longer works: why its session ended. */
  reason?: SessionEndReason;
}

export interface OrganizationSummary {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  /** The provider or a client: what decides "is the provider" (`isProviderOrganization`), never the id. */
  kind: OrganizationKind;
}

export interface AdminPermission {
  id: number;
  userId: number;
  permissionLevel: PermissionLevel;
  organizationId: number | null;
  grantedBy: number | null;
  grantedAt: string;
}

/** A user as the API serves it: never a password hash. */
export interface UserDto {
  id: number;
  username: string;
  email: string;
  firebaseUid: string | null;
  organizationId: number | null;
  department: string | null;
}

/** Answer of POST /api/auth/login, POST /api/auth/register and GET /api/auth/session. */
export interface SessionDto {
  user: UserDto;
  role: Role;
  /** False when the e-mail is not allowed to use the portal: the shell sends it to /unauthorized. */
  allowed: boolean;
  adminPermissions: AdminPermission[];
  organization: OrganizationSummary | null;
}

/** Answer of GET /api/user-permissions?email= */
export interface UserPermissionsDto {
  adminPermissions: AdminPermission[];
  organization: OrganizationSummary | null;
}

/** Answer of GET /api/user-by-email/{email} */
export interface UserByEmailDto {
  id: number;
  department: string | null;
  isRegistered: boolean;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  organizationId: number;
  email: string;
  password: string;
  department?: string | null;
}

/** Why an account link was mailed: each is consumed by its own call. */
export const ACCOUNT_LINK_PURPOSES = ['invitation', 'registration', 'password_reset'] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

/**
 * Answer of POST /api/auth/account-link: what a mailed link is for, read before it is used (the
 * link's page shows the organization and e-mail fixed). Reading does not use the link up.
 */
export interface AccountLinkDto {
  purpose: AccountLinkPurpose;
  email: string;
  organization: { id: number; name: string } | null;
  department: string | null;
  /** ISO 8601: after this the link answers 404. */
  expiresAt: string;
}

/** Body of POST /api/auth/account-link: the token from the link's fragment. */
export interface AccountLinkTokenRequest {
  token: string;
}

/**
 * Body of POST /api/auth/register/confirm: the link's token and the password chosen on the register
 * form (the link finishes only with it, so whoever filled in the form must also read the mailbox).
 */
export interface RegistrationConfirmRequest {
  token: string;
  password: string;
}

/** Body of POST /api/auth/invitation/accept and POST /api/auth/password-reset/complete. */
export interface AccountLinkPasswordRequest {
  token: string;
  password: string;
}

/** Body of POST /api/auth/password-reset/request. */
export interface PasswordResetRequest {
  email: string;
}

/**
 * 202 of POST /api/auth/register for a pending e-mail: no session; a link went to the address and
 * finishes the registration (POST /api/auth/register/confirm).
 */
export interface RegistrationPendingDto {
  message: string;
  pending: true;
}

/** 202 of POST /api/auth/password-reset/request: the same whether or not the address has an account. */
export interface PasswordResetRequestedDto {
  message: string;
}
