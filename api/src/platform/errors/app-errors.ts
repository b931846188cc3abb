import { AUTH_MESSAGES, STALE_WRITE_MESSAGES, type SessionEndReason, type WriterDto } from '../../contract';

export interface FieldError {
  path: string;
  message: string;
}

/**
 * An error whose message is safe to show to the caller, with the HTTP status it maps to. These are
 * answers, not faults: their stack is never shown or logged, and capturing it walks every frame,
 * reading the optimized ones back through their deoptimization data, on every 4xx. So none is captured.
 */
export abstract class AppError extends Error {
  abstract readonly status: number;

  constructor(message: string) {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
  }
}

export class ValidationError extends AppError {
  readonly status = 400;
  readonly errors: FieldError[];

  constructor(errors: FieldError[]) {
    super(errors[0]?.message ?? AUTH_MESSAGES.invalidRequest);
    this.name = 'ValidationError';
    this.errors = errors;
  }
}

export class BadRequestError extends AppError {
  readonly status = 400;

  constructor(message: string = AUTH_MESSAGES.invalidRequest) {
    super(message);
    this.name = 'BadRequestError';
  }
}

export class UnauthorizedError extends AppError {
  readonly status = 401;
  /** Why the session the request presented ended, when it was one: the body's `reason`. */
  readonly reason: SessionEndReason | undefined;

  constructor(message: string = AUTH_MESSAGES.notSignedIn, reason?: SessionEndReason) {
    super(message);
    this.name = 'UnauthorizedError';
    this.reason = reason;
  }
}

export class ForbiddenError extends AppError {
  readonly status = 403;

  constructor(message: string = AUTH_MESSAGES.forbidden) {
    super(message);
    this.name = 'ForbiddenError';
  }
}

export class NotFoundError extends AppError {
  readonly status = 404;

  constructor(message: string = AUTH_MESSAGES.notFound) {
    super(message);
    this.name = 'NotFoundError';
  }
}

export class ConflictError extends AppError {
  readonly status = 409;
  /** Extra fields of the answer's body beside `message` (e.g. the conflicting bookings). */
  readonly bodyFields: Readonly<Record<string, unknown>>;

  constructor(message: string = AUTH_MESSAGES.conflict, bodyFields: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ConflictError';
    this.bodyFields = bodyFields;
  }
}

/**
 * A single-entity write whose If-Match no longer names the entity: someone saved in between. Nothing
 * was written. The body carries the entity as it is now (its tag goes out as the ETag) and who saved
 * it when; `lastWrite` names the audited resource whose latest audit row tells who, when the module
 * did not resolve the writer itself (the error handler asks app.ts's lookup).
 */
export class StaleWriteError extends AppError {
  readonly status = 412;

  constructor(
    readonly current: unknown,
    /** The entity's tag as it is now; null when it was deleted since. */
    readonly currentTag: string | null,
    readonly lastWrite:
      | { resource: string; resourceId: string | number }
      | { changedBy: WriterDto | null; changedAt: string | null },
  ) {
    super(
      current === null ? STALE_WRITE_MESSAGES.deletedSinceOpened : STALE_WRITE_MESSAGES.changedSinceOpened,
    );
    this.name = 'StaleWriteError';
  }
}

export class PayloadTooLargeError extends AppError {
  readonly status = 413;

  constructor(message: string = AUTH_MESSAGES.bodyTooLarge) {
    super(message);
    this.name = 'PayloadTooLargeError';
  }
}

export class UnsupportedMediaTypeError extends AppError {
  readonly status = 415;

  constructor(message: string = AUTH_MESSAGES.unsupportedMediaType) {
    super(message);
    this.name = 'UnsupportedMediaTypeError';
  }
}

export class TooManyRequestsError extends AppError {
  readonly status = 429;
  /** Whole seconds the caller should wait, sent as Retry-After. */
  readonly retryAfter: number;

  constructor(message: string = AUTH_MESSAGES.rateLimited, retryAfterSeconds = 60) {
    super(message);
    this.name = 'TooManyRequestsError';
    this.retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
