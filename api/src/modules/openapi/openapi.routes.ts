import type { AccessControl, GuardedRouter } from '../../platform/http';
import type { OpenApiAnswers } from './openapi.service';
import { REFERENCE_PAGE_POLICY, REFERENCE_PATHS } from './reference-page';
import { sendStaticAnswer, type StaticAnswer } from './static-answer';

/** Revalidated on every use: a new release answers a new tag at once. */
const REVALIDATED = 'public, no-cache';
/** Redoc's bundle changes only with the release that installs another; a day, then its tag. */
const DAY_LONG = 'public, max-age=86400';

interface StaticRoute {
  path: string;
  answer(): Promise<StaticAnswer>;
  cacheControl: string;
  /** A page's own Content-Security-Policy in place of the API's data-only one. */
  contentSecurityPolicy?: string;
}

/** The document and its reference page: public, no session read, no cookie set, no tenant data. */
export function createOpenApiRouter(access: AccessControl, answers: OpenApiAnswers): GuardedRouter {
  const routes: readonly StaticRoute[] = [
    { path: REFERENCE_PATHS.document, answer: answers.document, cacheControl: REVALIDATED },
    {
      path: REFERENCE_PATHS.page,
      answer: answers.page,
      cacheControl: REVALIDATED,
      contentSecurityPolicy: REFERENCE_PAGE_POLICY,
    },
    { path: REFERENCE_PATHS.start, answer: answers.start, cacheControl: REVALIDATED },
    { path: REFERENCE_PATHS.renderer, answer: answers.renderer, cacheControl: DAY_LONG },
  ];
  const router = access.createRouter();
  for (const route of routes)
    router.route({
      method: 'GET',
      path: route.path,
      policy: { access: 'public' },
      async handle(ctx) {
        sendStaticAnswer(ctx, await route.answer(), route.cacheControl);
        if (route.contentSecurityPolicy) ctx.set('Content-Security-Policy', route.contentSecurityPolicy);
      },
    });
  return router;
}
