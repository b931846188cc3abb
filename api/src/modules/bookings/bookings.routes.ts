import {
  API_PATHS,
  bookingCreateSchema,
  bookingDeleteQuerySchema,
  bookingDuplicateSchema,
  bookingListQuerySchema,
  bookingUpdateSchema,
  CROSS_ORGANIZATION_ROLES,
} from '../../contract';
import {
  answerConditionally,
  answerEntity,
  answerTagged,
  expectedVersionOf,
  parseInput,
  type GuardedRouter,
  idParam,
  jsonArrayParts,
  streamedBody,
  writeContextOf,
} from '../../platform/http';
import type { ChangeValidators } from '../change-counters';
import type { BookingDuplicateService } from './booking-duplicate.service';
import type { BookingReadService } from './booking-read.service';
import type { BookingWriteService } from './booking-write.service';
import { readDependenciesOf } from './booking-scope';
import { bookingsCsvFileName, bookingsCsvParts } from './bookings-csv';

/** Only owners and super admins write bookings (docs/PRODUCT.md section 6). */
export const BOOKING_WRITERS = { access: 'roles', roles: CROSS_ORGANIZATION_ROLES } as const;

export interface BookingRouteServices {
  reads: BookingReadService;
  writes: BookingWriteService;
  duplicates: BookingDuplicateService;
  changes: ChangeValidators;
}

export function registerBookingRoutes(router: GuardedRouter, services: BookingRouteServices): GuardedRouter {
  return router
    .route({
      method: 'GET',
      path: API_PATHS.bookings,
      policy: { access: 'session' },
      async handle(ctx, actor) {
        const query = await parseInput(bookingListQuerySchema, ctx.query);
        const dependencies = readDependenciesOf(actor, query);
        const ranged = query.from !== undefined && query.to !== undefined;
        if (ranged && !ctx.get('If-None-Match')) {
          // Nothing to compare: the answer and its tag come from one statement (the month read's
          // session, bookings and performers stay three).
          const column = services.changes.fingerprintColumn(dependencies);
          const read = await services.reads.listWith(actor, query, column);
          const tagged = await services.changes.tagOfColumn(actor, ctx.url, dependencies, read.column);
          answerTagged(ctx, tagged, read.bookings);
          return;
        }
        const tag = await services.changes.tagOf(actor, ctx.url, dependencies);
        await answerConditionally(ctx, tag, async () => {
          if (query.from !== undefined && query.to !== undefined) return services.reads.list(actor, query);
          // Without a bounded range the answer can be every booking of five years: it streams.
          const batches = services.reads.batches(actor, query);
          ctx.type = 'application/json; charset=utf-8';
          return streamedBody(ctx, jsonArrayParts(batches));
        });
      },
    })
    .route({
      method: 'GET',
      path: API_PATHS.bookingsCsv,
      policy: { access: 'session' },
      async handle(ctx, actor) {
        const query = await parseInput(bookingListQuerySchema, ctx.query);
        const exported = await services.reads.export(actor, query);
        // Koa quotes the name (and adds an encoded filename* when it is not plain ASCII).
        ctx.attachment(bookingsCsvFileName(exported.scope), { type: 'attachment' });
        ctx.type = 'text/csv; charset=utf-8';
        ctx.body = await streamedBody(ctx, bookingsCsvParts(exported));
      },
    })
    .route({
      method: 'GET',
      path: '/api/bookings/:id',
      policy: { access: 'session' },
      async handle(ctx, actor) {
        const id = idParam(ctx.params.id);
        const { booking, tag } = await services.reads.one(actor, id);
        // Its ETag is what an edit or delete of it sends back as If-Match.
        answerEntity(ctx, booking, tag);
      },
    })
    .route({
      method: 'POST',
      path: API_PATHS.bookings,
      policy: BOOKING_WRITERS,
      async handle(ctx, actor) {
        const input = await parseInput(bookingCreateSchema, ctx.request.body);
        ctx.status = 201;
        ctx.body = await services.writes.create(writeContextOf(ctx, actor), input);
      },
    })
    .route({
      method: 'PATCH',
      path: '/api/bookings/:id',
      policy: BOOKING_WRITERS,
      async handle(ctx, actor) {
        const id = idParam(ctx.params.id);
        const expected = expectedVersionOf(ctx);
        const input = await parseInput(bookingUpdateSchema, ctx.request.body);
        const { booking, tag } = await services.writes.update(
          writeContextOf(ctx, actor),
          id,
          input,
          expected,
        );
        ctx.set('ETag', tag);
        ctx.body = booking;
      },
    })
    .route({
      method: 'DELETE',
      path: '/api/bookings/:id',
      policy: BOOKING_WRITERS,
      async handle(ctx, actor) {
        const id = idParam(ctx.params.id);
        const expected = expectedVersionOf(ctx);
        const { notifyPerformers } = await parseInput(bookingDeleteQuerySchema, ctx.query);
        await services.writes.delete(writeContextOf(ctx, actor), id, notifyPerformers, expected);
        ctx.status = 204;
      },
    })
    .route({
      method: 'POST',
      path: '/api/bookings/:id/duplicate',
      policy: BOOKING_WRITERS,
      async handle(ctx, actor) {
        const id = idParam(ctx.params.id);
        const input = await parseInput(bookingDuplicateSchema, ctx.request.body);
        ctx.status = 201;
        ctx.body = await services.duplicates.duplicate(writeContextOf(ctx, actor), id, input);
      },
    });
}
