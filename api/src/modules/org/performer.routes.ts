import * as yup from 'yup';
import {
  CROSS_ORGANIZATION_ROLES,
  performerSchema,
  performerUpdateSchema,
  worksAcrossOrganizations,
  type PerformerDto,
} from '../../contract';
import {
  answerConditionally,
  answerEntity,
  expectedVersionOf,
  parseInput,
  type GuardedRouter,
  idParam,
  writeContextOf,
} from '../../platform/http';
import type { ChangeValidators } from '../change-counters';
import { performerTagOf } from './entity-tags';
import type { PerformerService } from './performer.service';

const PERFORMER_MANAGERS = { access: 'roles', roles: CROSS_ORGANIZATION_ROLES } as const;

/** GET /api/performers?organizationId= (the booking form always asks for the provider's; absent: the provider). */
const performerListQuerySchema = yup.object({
  organizationId: yup.number().integer().positive().optional(),
});

/** A performer's address is for those who manage performers; the booking form's readers get null. */
function withoutEmail(performer: PerformerDto): PerformerDto {
  return { ...performer, email: null };
}

export function registerPerformerRoutes(
  router: GuardedRouter,
  service: PerformerService,
  changes: ChangeValidators,
): GuardedRouter {
  return router
    .route({
      method: 'GET',
      path: '/api/performers',
      policy: { access: 'session' },
      async handle(ctx, actor) {
        const { organizationId } = await parseInput(performerListQuerySchema, ctx.query);
        const tag = await changes.tagOf(actor, ctx.url, [{ scope: 'performers', organizations: 'every' }]);
        await answerConditionally(ctx, tag, async () => {
          const performers = await service.list(organizationId);
          return worksAcrossOrganizations(actor.role) ? performers : performers.map(withoutEmail);
        });
      },
    })
    .route({
      method: 'GET',
      path: '/api/performers/:id',
      // As the list: every signed-in user, the address for those who manage performers only.
      policy: { access: 'session' },
      async handle(ctx, actor) {
        const performer = await service.find(idParam(ctx.params.id));
        const served = worksAcrossOrganizations(actor.role) ? performer : withoutEmail(performer);
        answerEntity(ctx, served, performerTagOf(served));
      },
    })
    .route({
      method: 'POST',
      path: '/api/performers',
      policy: PERFORMER_MANAGERS,
      async handle(ctx, actor) {
        const input = await parseInput(performerSchema, ctx.request.body);
        ctx.status = 201;
        ctx.body = await service.create(writeContextOf(ctx, actor), input);
      },
    })
    .route({
      method: 'PATCH',
      path: '/api/performers/:id',
      policy: PERFORMER_MANAGERS,
      async handle(ctx, actor) {
        const id = idParam(ctx.params.id);
        const expected = expectedVersionOf(ctx);
        const input = await parseInput(performerUpdateSchema, ctx.request.body);
        const updated = await service.update(writeContextOf(ctx, actor), id, input, expected);
        ctx.set('ETag', performerTagOf(updated));
        ctx.body = updated;
      },
    })
    .route({
      method: 'DELETE',
      path: '/api/performers/:id',
      policy: PERFORMER_MANAGERS,
      async handle(ctx, actor) {
        const id = idParam(ctx.params.id);
        await service.delete(writeContextOf(ctx, actor), id, expectedVersionOf(ctx));
        ctx.status = 204;
      },
    });
}
