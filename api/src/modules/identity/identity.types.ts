import type { Actor } from '../../platform/http';
import type { OrganizationSummary, SessionDto } from '../../contract';

/** Where a request came from, for throttling and the audit trail. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** What identity needs from the org module (wired in app.ts to the org facade). */
export interface OrganizationDirectory {
  findOrganizationSummary(id: number): Promise<OrganizationSummary | null>;
  /** Names of the organization's departments: users are filed under one of them. */
  listDepartmentNames(organizationId: number): Promise<string[]>;
}

/** Who writes and from where: what every audited write needs. */
export interface WriteContext {
  actor: Actor;
  client: ClientInfo;
}

/** A new session: the token goes into the cookie, the DTO into the body. */
export interface IssuedSession {
  token: string;
  maxAgeSeconds: number;
  session: SessionDto;
}
