import type { AnySchema, ObjectSchema } from 'yup';
import type { AnswerSchemaName } from './answer-schemas';
import type { JsonSchema } from './json-schema';

/** The groups the reference page lists operations under. */
export type OperationTag =
  | 'Health'
  | 'Accounts'
  | 'Users'
  | 'Organizations'
  | 'Departments'
  | 'Performers'
  | 'Bookings'
  | 'Change sets'
  | 'Availability'
  | 'Performer schedule'
  | 'Public schedule'
  | 'Owner dashboard'
  | 'Live changes'
  | 'Contract';

/** What a successful call answers. */
export interface DocumentedAnswer {
  status: 200 | 201 | 202 | 204;
  /** JSON (the default), or a file the API renders. */
  media?:
    'application/json' | 'text/csv' | 'text/calendar' | 'text/event-stream' | 'text/html' | 'text/javascript';
  /** The body's schema; absent: the body is described in `description` only. */
  schema?: JsonSchema;
  description: string;
}

/** Error answers beyond those a route's policy and inputs imply (401, 403, 400, 404 of a path id). */
type ExtraErrorStatus = 401 | 403 | 404 | 409 | 412 | 429 | 503;

/** One operation of the document: what the registered route (method and path) does. */
export interface OperationSpec {
  summary: string;
  tag: OperationTag;
  description?: string;
  query?: ObjectSchema<object> | JsonSchema;
  body?: AnySchema | JsonSchema;
  answer: DocumentedAnswer;
  /** The route's other successful answers (a dry run's 200 beside an apply's 201). */
  otherAnswers?: readonly DocumentedAnswer[];
  errors?: readonly ExtraErrorStatus[];
  /** An error status answered with a body of the route's own instead of the shared one. */
  errorBodies?: Partial<Record<ExtraErrorStatus, { schema: AnswerSchemaName; description: string }>>;
  /** Answers a weak ETag and 304 to If-None-Match. */
  conditional?: true;
  /** Takes If-Match (the entity's ETag) and answers 412 with the entity as it is now when stale. */
  ifMatch?: true;
  /** The entity a stale write's 412 carries as `current` (when the document names its schema). */
  staleEntity?: AnswerSchemaName;
  /** A performer's own page: its token in `Authorization: Bearer` instead of a session. */
  performerPageToken?: true;
}
