import type { WriteContext } from '../../platform/http';

type SecuritySeverity = 'critical' | 'high' | 'medium' | 'low';

/** Free-form context of a log row: text, or an object stored as JSON text. */
export type LogDetails = string | Record<string, unknown>;

export interface AuditEntry {
  action: string;
  success: boolean;
  userId?: number | null;
  email?: string | null;
  resource?: string | null;
  resourceId?: string | number | null;
  ipAddress?: string | null;
  userAgent?: string | null;
  details?: LogDetails | null;
  organizationId?: number | null;
}

/**
 * Who wrote and from where: the part of a WriteContext an audit row records (a registration, whose
 * author is not signed in yet, gives just these).
 */
export interface AuditAuthor {
  actor: Pick<WriteContext['actor'], 'userId' | 'email'>;
  client: WriteContext['client'];
}

/**
 * A write made without any account (a performer on their own page, holding its link): the audit
 * row names no user, only where the request came from.
 */
interface AccountlessAuthor {
  actor: { userId: null; email: null };
  client: WriteContext['client'];
}

/** Whoever an audited write is recorded for. */
export type WriteAuthor = AuditAuthor | AccountlessAuthor;

/** What a successful write changed: the audit row's action, resource, organization and details. */
export interface AuditedChange {
  action: string;
  resource: string;
  resourceId: string | number;
  organizationId: number | null;
  details?: LogDetails | null;
}

export interface SecurityEventEntry {
  eventType: string;
  severity: SecuritySeverity;
  ipAddress?: string | null;
  userAgent?: string | null;
  email?: string | null;
  details?: LogDetails | null;
}
