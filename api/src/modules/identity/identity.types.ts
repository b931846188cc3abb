import type { OrganizationKind, OrganizationSummary, SessionDto } from '../../contract';

/** What identity needs from the org module (wired in app.ts to the org facade). */
export interface OrganizationDirectory {
  findOrganizationSummary(id: number): Promise<OrganizationSummary | null>;
  /** Whether the organization is the provider or a client; null when there is no such organization. */
  findOrganizationKind(id: number): Promise<OrganizationKind | null>;
  /** Names of the organization's departments: users are filed under one of them. */
  listDepartmentNames(organizationId: number): Promise<string[]>;
}

/**
 * The org module's organization of a member as a column of identity's own statement (wired in
 * app.ts): the session lookup and User Management read each user's organization with the user, in
 * the same round trip.
 */
export interface MemberOrganizationColumn {
  /** SQL of a column `alias`: the organization whose id is in `organizationIdColumn`, or null. */
  sql(organizationIdColumn: string, alias: string): string;
  /** The column's value: the organization's summary, whose kind is what a role needs. */
  valueOf(value: unknown): OrganizationSummary | null;
}

/** A new session: the token goes into the cookie, the DTO into the body. */
export interface IssuedSession {
  token: string;
  maxAgeSeconds: number;
  session: SessionDto;
}
