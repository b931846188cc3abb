import type { Knex } from 'knex';
import type { Logger } from '../../platform/logger';
import type { PortalMetrics } from '../../platform/metrics';
import type { AuditedWrite } from './last-audited-write';
import type { TelemetryRepository } from './telemetry.repository';
import type { AuditedChange, AuditEntry, SecurityEventEntry, WriteAuthor } from './telemetry.types';
import { foldedEvent } from './stranger-trail';
import { writeAuditEntry } from './write-audit';

export interface TelemetryFacade {
  /**
   * The audit row of a write, inside the write's own transaction: the change and its row commit
   * together or not at all, and a failure to write the row is thrown (rolling the write back).
   * `author` is the write's context: who wrote (no one, for an accountless write), from where.
   */
  auditWrite(trx: Knex.Transaction, author: WriteAuthor, change: AuditedChange): Promise<void>;
  /**
   * An audit row of something that is not a write of the caller's (sign-in attempts). A failure is
   * logged, never thrown: telemetry must not fail the request.
   */
  recordAudit(entry: AuditEntry): Promise<void>;
  /**
   * Records a security event and counts it in security_events_total: a new unresolved row, or one
   * more occurrence of the same event from the same client within the hour (folded in the
   * database). Failures are logged, never thrown.
   */
  recordSecurityEvent(event: SecurityEventEntry): Promise<void>;
  /**
   * Room for `rows` rows a refused or anonymous request writes itself (a login attempt of an unknown
   * e-mail) under the minute's ceiling across every client and replica (stranger-trail.ts): false
   * past it, and the caller writes none of them. A failure to ask is logged and answers false.
   */
  admitStrangerRows(rows: number): Promise<boolean>;
  /**
   * The trail of a refused or anonymous request: its audit row, when given, and its security event,
   * written whole while the minute's ceiling lasts; past it, no audit row and the event folded into
   * one row per type and hour that counts every occurrence. Failures are logged, never thrown.
   */
  recordStrangerTrail(trail: StrangerTrail): Promise<void>;
  /**
   * Who saved a resource last and when: its newest successful audit row (the 412 of a stale write
   * names them). Null when no row is kept (never written through an audited write, or pruned).
   */
  lastAuditedWriteOf(resource: string, resourceId: string | number): Promise<AuditedWrite | null>;
}

/** What a refused or anonymous request would leave: its security event, perhaps an audit row. */
interface StrangerTrail {
  event: SecurityEventEntry;
  audit?: AuditEntry;
}

export interface TelemetryServiceDeps {
  repository: TelemetryRepository;
  logger: Logger;
  metrics: PortalMetrics;
}

/** One of these per failed sign-in request (a password refused, or an attempt refused before the check). */
const FAILED_LOGIN_EVENTS = new Set(['login_failed', 'login_throttled']);

export function createTelemetryService(deps: TelemetryServiceDeps): TelemetryFacade {
  const { repository, logger, metrics } = deps;

  async function admitStrangerRows(rows: number): Promise<boolean> {
    try {
      return await repository.admitStrangerRows(rows);
    } catch (error) {
      logger.error({ err: error }, 'stranger trail ceiling not read');
      return false;
    }
  }

  async function recordSecurityEvent(event: SecurityEventEntry): Promise<void> {
    metrics.securityEvents.inc({ event_type: event.eventType, severity: event.severity });
    // Counted here, not with the audit row: a refused attempt's audit row may be left out (capped).
    if (FAILED_LOGIN_EVENTS.has(event.eventType)) metrics.loginFailures.inc();
    try {
      await repository.recordSecurityEvent(event);
    } catch (error) {
      logger.error({ err: error, eventType: event.eventType }, 'security event not written');
    }
  }

  async function recordAudit(entry: AuditEntry): Promise<void> {
    try {
      await repository.insertAudit(entry);
    } catch (error) {
      logger.error({ err: error, action: entry.action }, 'audit entry not written');
    }
  }

  return {
    async auditWrite(trx, author, change) {
      await repository.insertAudit(
        { ...writeAuditEntry(author, change), resourceId: change.resourceId },
        trx,
      );
    },
    recordAudit,
    recordSecurityEvent,
    admitStrangerRows,
    lastAuditedWriteOf: (resource, resourceId) => repository.lastAuditedWriteOf(resource, resourceId),
    async recordStrangerTrail({ event, audit }) {
      if (!(await admitStrangerRows(audit ? 2 : 1))) {
        await recordSecurityEvent(foldedEvent(event));
        return;
      }
      if (audit) await recordAudit(audit);
      await recordSecurityEvent(event);
    },
  };
}
