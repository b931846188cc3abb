import type { HealthIssueDto, HealthStatus, SystemHealthDto } from '../../contract';
import type { ProcessFigures } from '../../platform/metrics';
import type { MailQueueFigures } from './mail-watch';
import type { UnresolvedBySeverity } from './security-event.repository';
import { roundTo } from './sql-values';

/** What the health verdict is drawn from. */
export interface HealthInputs {
  process: ProcessFigures;
  /** API requests and server errors of the last hour. */
  lastHour: { requests: number; serverErrors: number; avgMs: number };
  unresolved: UnresolvedBySeverity;
  /** The mail outbox (every replica's). */
  mailQueue: MailQueueFigures;
}

/**
 * Thresholds of the System Health card. The error rate only counts once an hour holds enough
 * requests: two requests and one failure is not a 50% outage.
 */
const HEALTH_THRESHOLDS = {
  minimumRequestsForErrorRate: 20,
  errorRatePercent: { warning: 5, critical: 20 },
  heapUsedPercent: { warning: 85, critical: 95 },
  avgResponseMs: { warning: 1000, critical: 3000 },
  /** Mail normally leaves within seconds; a quarter of an hour means the SMTP server is not taking it. */
  oldestQueuedMailMinutes: { warning: 15, critical: 60 },
} as const;

/** An issue and what caused it: the System Health card links each to its cause. */
type Finding = HealthIssueDto;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function graded(
  cause: Finding['cause'],
  value: number,
  limits: { warning: number; critical: number },
  describe: (value: number) => string,
): Finding | null {
  if (value >= limits.critical) return { text: describe(value), level: 'critical', cause };
  if (value >= limits.warning) return { text: describe(value), level: 'warning', cause };
  return null;
}

/** Over the threshold only: a mail exactly 15 minutes old is not late yet. */
function lateMail(mailQueue: MailQueueFigures): Finding | null {
  const minutes = Math.floor(mailQueue.oldestQueuedAgeSeconds / 60);
  const limits = HEALTH_THRESHOLDS.oldestQueuedMailMinutes;
  const seconds = mailQueue.oldestQueuedAgeSeconds;
  if (mailQueue.queued === 0 || seconds <= limits.warning * 60) return null;
  return {
    text: `Mail delayed: the oldest of ${plural(mailQueue.queued, 'queued mail', 'queued mails')} has waited ${plural(minutes, 'minute', 'minutes')}`,
    level: seconds > limits.critical * 60 ? 'critical' : 'warning',
    cause: 'mail-queue',
  };
}

export function assessHealth(inputs: HealthInputs): SystemHealthDto {
  const { process: figures, lastHour, unresolved, mailQueue } = inputs;
  const errorRate =
    lastHour.requests === 0 ? 0 : roundTo((lastHour.serverErrors / lastHour.requests) * 100, 1);

  const findings: (Finding | null)[] = [
    lastHour.requests >= HEALTH_THRESHOLDS.minimumRequestsForErrorRate
      ? graded(
          'error-rate',
          errorRate,
          HEALTH_THRESHOLDS.errorRatePercent,
          (rate) => `High error rate: ${rate}% of requests failed in the last hour`,
        )
      : null,
    graded(
      'memory',
      figures.heapUsedPercent,
      HEALTH_THRESHOLDS.heapUsedPercent,
      (percent) => `High memory usage: ${percent}% of the heap limit`,
    ),
    lastHour.requests > 0
      ? graded(
          'response-time',
          lastHour.avgMs,
          HEALTH_THRESHOLDS.avgResponseMs,
          (ms) => `Slow responses: ${Math.round(ms)} ms on average in the last hour`,
        )
      : null,
    unresolved.critical > 0
      ? {
          text: plural(
            unresolved.critical,
            'unresolved critical security event',
            'unresolved critical security events',
          ),
          level: 'critical',
          cause: 'security-events',
          severity: 'critical',
        }
      : null,
    unresolved.high > 0
      ? {
          text: plural(
            unresolved.high,
            'unresolved high-severity security event',
            'unresolved high-severity security events',
          ),
          level: 'warning',
          cause: 'security-events',
          severity: 'high',
        }
      : null,
    lateMail(mailQueue),
  ];
  const present = findings.filter((finding): finding is Finding => finding !== null);
  const status: HealthStatus = present.some((finding) => finding.level === 'critical')
    ? 'critical'
    : present.length > 0
      ? 'warning'
      : 'healthy';

  return {
    status,
    details: {
      uptime: figures.uptimeSeconds,
      errorRate,
      memoryUsage: figures.memoryMb,
      issues: present.map((finding) => finding.text),
      issueCauses: present,
    },
  };
}
