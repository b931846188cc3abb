import { ValidationError as YupValidationError } from 'yup';
import { AUTH_MESSAGES, type ErrorBody } from '../../contract';
import {
  AppError,
  ConflictError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from './app-errors';
import { classifyDatabaseError } from './database-errors';

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  /** Seconds for the Retry-After header. */
  retryAfterSeconds?: number;
  /** True when the error is a server fault worth logging as an error. */
  unexpected: boolean;
}

/**
 * yup's default type error quotes what it was given ("... but the final value was: `NaN` (cast from
 * the value `{...}`)"): an answer never echoes the caller's input back, so that part is cut.
 */
function withoutEchoedValue(message: string): string {
  const echo = message.indexOf(', but the final value was');
  return echo === -1 ? message : message.slice(0, echo);
}

function fromYup(error: YupValidationError): ErrorResponse {
  const details = error.inner.length > 0 ? error.inner : [error];
  const errors: { path: string; message: string }[] = [];
  for (const detail of details) {
    const path = detail.path ?? '';
    const message = withoutEchoedValue(detail.message);
    // An empty field fails both `required` and `min` with the same text: report it once.
    if (!errors.some((known) => known.path === path && known.message === message)) {
      errors.push({ path, message });
    }
  }
  return {
    status: 400,
    body: { message: errors[0]?.message ?? withoutEchoedValue(error.message), errors },
    unexpected: false,
  };
}

function fromAppError(error: AppError): ErrorResponse {
  // A conflict may carry extra fields (e.g. `conflicts`); `message` always comes from the error.
  const body: ErrorBody =
    error instanceof ConflictError
      ? { ...error.bodyFields, message: error.message }
      : { message: error.message };
  if (error instanceof ValidationError) body.errors = error.errors;
  if (error instanceof UnauthorizedError && error.reason !== undefined) body.reason = error.reason;
  const response: ErrorResponse = { status: error.status, body, unexpected: error.status >= 500 };
  if (error instanceof TooManyRequestsError) response.retryAfterSeconds = error.retryAfter;
  return response;
}

/** Errors of Koa and its helpers (ctx.throw, http-errors) carry a status and whether their message is public. */
function exposedHttpStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status: unknown = Reflect.get(error, 'status') ?? Reflect.get(error, 'statusCode');
  const expose: unknown = Reflect.get(error, 'expose');
  if (typeof status !== 'number' || status < 400 || status > 499 || expose !== true) return undefined;
  return status;
}

/**
 * Maps any thrown value to the HTTP answer of docs/ARCHITECTURE.md section 4: `{ message, errors? }`, never a
 * stack or SQL. Unknown errors become 500 'Internal server error'.
 */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof AppError) return fromAppError(error);
  if (YupValidationError.isError(error)) return fromYup(error);
  switch (classifyDatabaseError(error)) {
    case 'unique-violation':
    case 'reference-violation':
      return { status: 409, body: { message: AUTH_MESSAGES.conflict }, unexpected: false };
    case 'invalid-data':
      return { status: 400, body: { message: AUTH_MESSAGES.invalidRequest }, unexpected: false };
    case 'unavailable':
      return {
        status: 503,
        body: { message: AUTH_MESSAGES.serviceUnavailable },
        retryAfterSeconds: 5,
        unexpected: true,
      };
    case undefined:
      break;
  }
  const httpStatus = exposedHttpStatus(error);
  if (httpStatus !== undefined) {
    const message = error instanceof Error && error.message ? error.message : AUTH_MESSAGES.invalidRequest;
    return { status: httpStatus, body: { message }, unexpected: false };
  }
  return { status: 500, body: { message: AUTH_MESSAGES.internal }, unexpected: true };
}
