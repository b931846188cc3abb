import { errorMessageOf } from '../transport-error';

describe('errorMessageOf', () => {
  it('when the server sent its error body, then its message is shown', () => {
    const error = { status: 409, message: '409: {"message":"Taken"}', data: { message: 'Taken' } };

    expect(errorMessageOf(error, 'Failed to log out')).toBe('Taken');
  });

  it('when the answer had no error body, then the transport message is shown', () => {
    expect(
      errorMessageOf({ status: 502, message: '502: Bad Gateway', data: null }, 'Failed to log out'),
    ).toBe('502: Bad Gateway');
  });

  it('when the failure carries no message at all, then the screen fallback is shown', () => {
    expect(errorMessageOf(undefined, 'Failed to log out')).toBe('Failed to log out');
    expect(errorMessageOf(new Error(''), 'Failed to log out')).toBe('Failed to log out');
  });
});
