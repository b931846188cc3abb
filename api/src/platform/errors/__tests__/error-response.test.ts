import * as yup from 'yup';
import { AUTH_MESSAGES } from '../../../contract';
import { ConflictError, TooManyRequestsError, toErrorResponse } from '..';

describe('toErrorResponse', () => {
  it('when a yup validation fails on several fields, then 400 with the first message and every error', async () => {
    const schema = yup.object({
      name: yup.string().required('Name is required'),
      age: yup.number().min(18, 'Too young'),
    });
    const failure = await schema.validate({ age: 3 }, { abortEarly: false }).catch((error: unknown) => error);

    expect(toErrorResponse(failure)).toEqual({
      status: 400,
      body: {
        message: 'Name is required',
        errors: [
          { path: 'name', message: 'Name is required' },
          { path: 'age', message: 'Too young' },
        ],
      },
      unexpected: false,
    });
  });

  it("when a field gets a value of the wrong type, then yup's message is kept but the value is never echoed", async () => {
    const schema = yup.object({ organizationId: yup.number() });
    const hostile = { organizationId: { '': [['C:\\Windows', '<script>']] } };
    const failure = await schema.validate(hostile, { abortEarly: false }).catch((error: unknown) => error);

    const response = toErrorResponse(failure);

    expect(response.body).toEqual({
      message: 'organizationId must be a `number` type',
      errors: [{ path: 'organizationId', message: 'organizationId must be a `number` type' }],
    });
  });

  it('when an app error is thrown, then its status and message are used; 429 carries Retry-After seconds', () => {
    expect(toErrorResponse(new ConflictError('Taken'))).toMatchObject({
      status: 409,
      body: { message: 'Taken' },
    });
    expect(toErrorResponse(new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, 61.2))).toMatchObject({
      status: 429,
      retryAfterSeconds: 62,
    });
  });

  it('when the database reports a unique violation, then 409 without SQL', () => {
    const raw = Object.assign(
      new Error('insert into "users" ... duplicate key value violates unique constraint'),
      { code: '23505' },
    );

    expect(toErrorResponse(raw)).toEqual({
      status: 409,
      body: { message: AUTH_MESSAGES.conflict },
      unexpected: false,
    });
  });

  it('when the database cannot be reached, then 503 "Service temporarily unavailable"', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const adminShutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const poolTimeout = Object.assign(
      new Error('Knex: Timeout acquiring a connection. The pool is probably full.'),
      {
        name: 'KnexTimeoutError',
      },
    );

    for (const error of [refused, adminShutdown, poolTimeout]) {
      expect(toErrorResponse(error)).toMatchObject({
        status: 503,
        body: { message: AUTH_MESSAGES.serviceUnavailable },
      });
    }
  });

  it('when the error is unknown, then 500 "Internal server error" and nothing of the original', () => {
    const response = toErrorResponse(new TypeError("Cannot read properties of undefined (reading 'secret')"));

    expect(response).toEqual({ status: 500, body: { message: AUTH_MESSAGES.internal }, unexpected: true });
  });
});
