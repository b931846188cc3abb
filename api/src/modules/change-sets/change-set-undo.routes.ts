import { API_PATHS, changeSetUndoSchema } from '../../contract';
import { idParam, parseInput, writeContextOf, type GuardedRouter } from '../../platform/http';
import { BOOKING_WRITERS } from '../bookings';
import type { ChangeSetReadService } from './change-set-read.service';
import type { ChangeSetUndoService } from './change-set-undo.service';

export interface ChangeSetUndoRouteServices {
  reads: ChangeSetReadService;
  undo: ChangeSetUndoService;
}

/**
 * The calendar's Undo (n) and a booking's History: the actor's undoable change sets, one change set
 * with its items, a booking's change sets, and the undo of a change set. Booking writers only.
 */
export function registerChangeSetUndoRoutes(
  router: GuardedRouter,
  services: ChangeSetUndoRouteServices,
): GuardedRouter {
  return (
    router
      // Before '/api/change-sets/:id', which would otherwise take 'undoable' for an id.
      .route({
        method: 'GET',
        path: API_PATHS.changeSetsUndoable,
        policy: BOOKING_WRITERS,
        async handle(ctx, actor) {
          ctx.body = await services.reads.undoable(actor);
        },
      })
      .route({
        method: 'GET',
        path: '/api/change-sets/:id',
        policy: BOOKING_WRITERS,
        async handle(ctx) {
          ctx.body = await services.reads.find(idParam(ctx.params.id));
        },
      })
      .route({
        method: 'POST',
        path: '/api/change-sets/:id/undo',
        policy: BOOKING_WRITERS,
        async handle(ctx, actor) {
          const id = idParam(ctx.params.id);
          const input = await parseInput(changeSetUndoSchema, ctx.request.body ?? {});
          ctx.status = 201;
          ctx.body = await services.undo.undo(writeContextOf(ctx, actor), id, input);
        },
      })
      .route({
        method: 'GET',
        path: '/api/bookings/:id/history',
        policy: BOOKING_WRITERS,
        async handle(ctx) {
          ctx.body = await services.reads.history(idParam(ctx.params.id));
        },
      })
  );
}
