import { NotFoundError } from '../../errors';
import { idParam } from '../route-input';

describe('idParam', () => {
  it.each(['1', '16', '2147483647'])('when the path id is %s, then it is that number', (value) => {
    expect(idParam(value)).toBe(Number(value));
  });

  it.each([
    undefined,
    '',
    '0',
    '-1',
    '016',
    '0x10',
    '1e1',
    ' 16',
    '16 ',
    '16.0',
    '1.5',
    'abc',
    '2147483648',
    '99999999999',
  ])('when the path id is %p, then it names nothing (404)', (value) => {
    expect(() => idParam(value)).toThrow(NotFoundError);
  });
});
