import type { PermissionLevel, Role } from './roles';

/** Error body of every 4xx/5xx answer (DESIGN.md section 4). */
export interface ErrorBody {
  message: string;
  errors?: { path: string; message: string }[];
}

export interface OrganizationSummary {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
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
