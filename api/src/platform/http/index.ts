export * from './app-state';
export { requestId } from './request-id.middleware';
export { servedBy, SERVED_BY_HEADER } from './served-by.middleware';
export { clientAddress, clientKeyOf } from './client-address';
export { compressedApiAnswers } from './answer-compression.middleware';
export { accessLog, type CompletedRequest, type RequestObserver } from './access-log.middleware';
export { matchedRouteOf } from './matched-route';
export { errorHandler, type LastWriteLookup } from './error.middleware';
export { securityHeaders } from './security-headers.middleware';
export { originCheck } from './origin-check.middleware';
export { publicApiCors } from './public-cors.middleware';
export { requireJsonBody, jsonBody } from './body.middleware';
export { writesOnly } from './writes-only.middleware';
export { parseInput } from './validation';
export { createServingState, HEALTH_PATHS, registerHealthRoutes } from './health.routes';
export { combinedRoutes, GuardedRouter } from './guarded-router';
export type { AccessControl, RateLimitRule } from './access-control';
export type {
  AccessPolicy,
  Authorizer,
  HttpMethod,
  ProtectedRoute,
  PublicRoute,
  RouteListing,
} from './guarded-router';
export * from './web';
export { exitGracefullyOnSignals, exitOnProcessErrors } from './graceful-shutdown';
export {
  idParam,
  requestClientOf,
  writeContextOf,
  type RequestClient,
  type WriteContext,
} from './route-input';
export { answerConditionally, answerTagged, weakTag } from './conditional-answer';
export {
  answerEntity,
  entityTagOf,
  expectedVersionOf,
  isExpectedVersion,
  type ExpectedVersion,
} from './entity-version';
export { jsonArrayParts, streamedBody } from './streamed-answer';
