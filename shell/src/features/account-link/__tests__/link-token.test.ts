import { linkTokenFrom } from '../link-token';

describe('the token of a mailed link', () => {
  it.each([
    ['#token=abc-DEF_123', 'abc-DEF_123'],
    ['token=abc', 'abc'],
    ['#other=1&token=abc', 'abc'],
    ['#token=%20abc%20', 'abc'],
  ])('when the fragment is %j, then the token is %j', (fragment, token) => {
    expect(linkTokenFrom(fragment)).toBe(token);
  });

  it.each(['', '#', '#token=', '#token=%20', '#tokens=abc'])(
    'when the fragment is %j, then there is no token',
    (fragment) => {
      expect(linkTokenFrom(fragment)).toBeNull();
    },
  );
});
