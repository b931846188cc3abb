/**
 * Change stream: GET /api/changes/stream tells each open screen, within a second, which of the reads
 * it may make have changed (never what changed), from one LISTEN per process on the change counters'
 * notifications; POST/DELETE /api/changes/presence say who has a booking's dialog open. Owns its
 * listener's session and the sessions trigger that closes a signed-out user's streams.
 */
import type { Knex } from 'knex';
import type { NotificationSource } from '../../platform/db';
import type { AccessControl, GuardedRouter } from '../../platform/http';
import type { Logger } from '../../platform/logger';
import type { PortalMetrics } from '../../platform/metrics';
import type { BookingVisibility } from '../bookings';
import type { IdentityFacade } from '../identity';
import { createChangeListener } from './change-listener';
import { createChangeStreamMetrics } from './change-stream-metrics';
import { createChangeStreamRepository } from './change-stream.repository';
import { createChangeStreamRouter } from './change-stream.routes';
import { createChangeStreamService } from './change-stream.service';

export interface ChangeStreamModuleDeps {
  knex: Knex;
  notifications: NotificationSource;
  access: AccessControl;
  /** Bookings' facade: presence is announced only of a booking the announcer may see. */
  bookings: BookingVisibility;
  /** Identity's facade: how presence names an editor. */
  users: Pick<IdentityFacade, 'findWriter'>;
  logger: Logger;
  metrics: PortalMetrics;
  /** Open streams this process serves at most (CHANGE_STREAMS_PER_PROCESS). */
  mostStreams: number;
}

export interface ChangeStreamModule {
  router: GuardedRouter;
  /** Ends every open stream (a draining process): clients resume elsewhere from their Last-Event-ID. */
  closeStreams(): void;
  /** Ends the streams and the listener's session; call before closing the database. */
  close(): Promise<void>;
}

export function createChangeStreamModule(deps: ChangeStreamModuleDeps): ChangeStreamModule {
  const counters = createChangeStreamRepository(deps.knex);
  const figures = createChangeStreamMetrics(deps.metrics);
  const listener = createChangeListener({
    notifications: deps.notifications,
    counters,
    logger: deps.logger,
    onState: figures.listenerState,
  });
  const service = createChangeStreamService({
    counters,
    bookings: deps.bookings,
    users: deps.users,
    listener,
    logger: deps.logger,
    mostStreams: deps.mostStreams,
    onStreamCount: figures.streamCount,
  });
  listener.start();
  return {
    router: createChangeStreamRouter(deps.access, service),
    closeStreams: () => service.closeAll(),
    async close() {
      service.close();
      await listener.close();
    },
  };
}
