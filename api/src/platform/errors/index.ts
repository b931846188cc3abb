export * from './app-errors';
export { toErrorResponse } from './error-response';
export { classifyDatabaseError, violatedConstraintOf } from './database-errors';
