import { AUTH_MESSAGES } from '../../contract';
import type { ReadinessProbe } from '../db';
import type { GuardedRouter } from './guarded-router';

/** The probes' paths (Kubernetes, nginx and the compose file name them too). */
export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

/**
 * GET /healthz: the process is alive. GET /readyz: the database answers and (when the process
 * migrates at start) is migrated; a load balancer stops routing here on 503 and resumes by itself
 * when the database is back.
 */
export function registerHealthRoutes(router: GuardedRouter, readiness: ReadinessProbe): GuardedRouter {
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
