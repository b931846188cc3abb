import type { OrganizationSummary, SessionDto } from '../../contract';

/** What identity needs from the org module (wired in app.ts to the org facade). */
export interface OrganizationDirectory {
  findOrganizationSummary(id: number): Promise<OrganizationSummary | null>;
  /** Names of the organization's departments: users are filed under one of them. */
  listDepartmentNames(organizationId: number): Promise<string[]>;
}

/**
 * The org module's organization summary as a column of identity's own statement (wired in app.ts):
 * the session lookup reads the user's organization with the session, in one round trip.
 */
export interface OrganizationSummaryColumn {
  /** SQL of a column `alias`: the summary of the organization whose id is in `organizationIdColumn`, or null. */
  sql(organizationIdColumn: string, alias: string): string;
  /** The column's value as a summary. */
  valueOf(value: unknown): OrganizationSummary | null;
}

/** A new session: the token goes into the cookie, the DTO into the body. */
export interface IssuedSession {
  token: string;
  maxAgeSeconds: number;
  session: SessionDto;
}
