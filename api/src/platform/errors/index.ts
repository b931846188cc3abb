export * from './app-errors';
export { toErrorResponse, type ErrorResponse } from './error-response';
export { classifyDatabaseError, violatedConstraintOf, type DatabaseErrorKind } from './database-errors';
