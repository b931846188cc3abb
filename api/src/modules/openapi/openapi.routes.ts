import type { AccessControl, GuardedRouter } from '../../platform/http';
import type { OpenApiAnswers } from './openapi.service';
import { REFERENCE_PAGE_POLICY, REFERENCE_PATHS } from './reference-page';
import { sendStaticAnswer } from './static-answer';

/** Revalidated on every use: a new release answers a new tag at once. */
const REVALIDATED = 'public, no-cache';
/** Redoc's bundle changes only with the release that installs another; a day, then its tag. */
const DAY_LONG = 'public, max-age=86400';

/** The document and its reference page: public, no session read, no cookie set, no tenant data. */
export function createOpenApiRouter(access: AccessControl, answers: OpenApiAnswers): GuardedRouter {
  return access
    .createRouter()
    .route({
      method: 'GET',
      path: REFERENCE_PATHS.document,
      policy: { access: 'public' },
      async handle(ctx) {
        sendStaticAnswer(ctx, answers.document(), REVALIDATED);
      },
    })
    .route({
      method: 'GET',
      path: REFERENCE_PATHS.page,
      policy: { access: 'public' },
      async handle(ctx) {
        sendStaticAnswer(ctx, answers.page(), REVALIDATED);
        ctx.set('Content-Security-Policy', REFERENCE_PAGE_POLICY);
      },
    })
    .route({
      method: 'GET',
      path: REFERENCE_PATHS.start,
      policy: { access: 'public' },
      async handle(ctx) {
        sendStaticAnswer(ctx, answers.start(), REVALIDATED);
      },
    })
    .route({
      method: 'GET',
      path: REFERENCE_PATHS.renderer,
      policy: { access: 'public' },
      async handle(ctx) {
        sendStaticAnswer(ctx, await answers.renderer(), DAY_LONG);
      },
    });
}
