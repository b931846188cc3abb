/**
 * What the dashboard reads of the mail outbox, passed in by app.ts: telemetry never reaches into
 * the mail module (or org) itself.
 */
interface MailWatch {
  /** Mails waiting, and seconds since the oldest of them was queued (0 when none waits). */
  queueFigures(): Promise<MailQueueFigures>;
  /** The latest mails given up for good, newest first. */
  failedMails(limit: number): Promise<FailedMailEntry[]>;
}

export interface MailQueueFigures {
  queued: number;
  oldestQueuedAgeSeconds: number;
}

interface FailedMailEntry {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  organizationId: number | null;
  attempts: number;
  createdAt: Date;
  failedAt: Date;
  lastError: string | null;
}

/** Names of organizations by id (org's facade): the failed-mail list shows whom a mail concerned. */
interface OrganizationNames {
  findOrganizationsByIds(ids: readonly number[]): Promise<{ id: number; name: string }[]>;
}

/** What the dashboard reads from other modules, wired in app.ts. */
export interface DashboardSources {
  mail: MailWatch;
  organizations: OrganizationNames;
}
