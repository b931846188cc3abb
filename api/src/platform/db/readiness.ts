import type { Knex } from 'knex';
import { countPendingMigrations } from './migrator';

const PROBE_TIMEOUT_MS = 1500;

async function withinTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database probe timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface ReadinessProbe {
  /**
   * True when the database answers quickly and, if `requireMigrated`, every expand migration is
   * applied (contract steps wait for the end of the rollout by design).
   * Never throws.
   */
  isReady(): Promise<boolean>;
}

export interface ReadinessOptions {
  /**
   * Whether a pending migration keeps the process unready. True when the process migrates at start
   * (MIGRATE_ON_START); false when a separate step migrates before the rollout, so a replica of the
   * new release may serve a schema it is compatible with (docs/OPERATIONS.md).
   */
  requireMigrated: boolean;
  timeoutMs?: number;
}

export function createReadinessProbe(
  knex: Knex,
  { requireMigrated, timeoutMs = PROBE_TIMEOUT_MS }: ReadinessOptions,
): ReadinessProbe {
  // Once the expand migrations are applied they stay applied for this process: skip the listing afterwards.
  let migrated = !requireMigrated;
  return {
    async isReady() {
      try {
        await withinTimeout(
          knex.raw('select 1').then(() => undefined),
          timeoutMs,
        );
        if (!migrated)
          migrated =
            (await withinTimeout(countPendingMigrations(knex, { phase: 'expand' }), timeoutMs)) === 0;
        return migrated;
      } catch {
        return false;
      }
    },
  };
}
