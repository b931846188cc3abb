import type { OrganizationSummary, SessionDto } from '../../contract';

/** Where a request came from, for throttling and the audit trail. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** What identity needs from the org module (wired in app.ts to the org facade). */
export interface OrganizationDirectory {
  findOrganizationSummary(id: number): Promise<OrganizationSummary | null>;
}

/** A new session: the token goes into the cookie, the DTO into the body. */
export interface IssuedSession {
  token: string;
  maxAgeSeconds: number;
  session: SessionDto;
}
