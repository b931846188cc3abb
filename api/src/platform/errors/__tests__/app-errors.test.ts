import { NotFoundError, UnauthorizedError } from '../app-errors';

describe('AppError', () => {
  it('when an answer error is made, then it carries its name and message but no stack frames', () => {
    const error = new NotFoundError('Booking not found');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('NotFoundError');
    expect(error.message).toBe('Booking not found');
    expect(error.stack ?? '').not.toMatch(/\n\s+at /);
  });

  it('when an answer error has been made, then other errors still capture their stack as before', () => {
    const limit = Error.stackTraceLimit;
    new UnauthorizedError();
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('fault').stack).toMatch(/\n\s+at /);
  });
});
