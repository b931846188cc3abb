import { AUTH_MESSAGES } from '../../contract';
import type { ReadinessProbe } from '../db';
import type { GuardedRouter } from './guarded-router';

/** The probes' paths (Kubernetes, nginx and the compose file name them too). */
export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

/** Whether the process still takes new traffic: it stops the moment a shutdown signal arrives. */
export interface ServingState {
  isStopping(): boolean;
  markStopping(): void;
}

export function createServingState(): ServingState {
  let stopping = false;
  return {
    isStopping: () => stopping,
    markStopping() {
      stopping = true;
    },
  };
}

/**
 * GET /healthz: the process is alive. GET /readyz: the database answers and (when the process
 * migrates at start) is migrated; a load balancer stops routing here on 503 and resumes by itself
 * when the database is back. From a shutdown signal on /readyz answers 503 whatever the database
 * says (graceful-shutdown.ts), while the process still serves everything else.
 */
export function registerHealthRoutes(
  router: GuardedRouter,
  readiness: ReadinessProbe,
  serving: ServingState,
): GuardedRouter {
  return router
    .route({
      method: 'GET',
      path: HEALTH_PATHS.live,
      policy: { access: 'public' },
      async handle(ctx) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { status: 'ok' };
      },
    })
    .route({
      method: 'GET',
      path: HEALTH_PATHS.ready,
      policy: { access: 'public' },
      async handle(ctx) {
        ctx.set('Cache-Control', 'no-store');
        if (serving.isStopping()) {
          // Expected on every probe until the process ends: not a warning.
          ctx.state.log.info('not ready: shutting down');
          ctx.status = 503;
          ctx.body = { message: AUTH_MESSAGES.serviceUnavailable };
          return;
        }
        if (await readiness.isReady()) {
          ctx.body = { status: 'ready' };
          return;
        }
        ctx.state.log.warn('not ready: database unreachable or not migrated');
        ctx.status = 503;
        ctx.body = { message: AUTH_MESSAGES.serviceUnavailable };
      },
    });
}
