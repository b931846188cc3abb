import { TupleMap } from '../tuple-map';

describe('TupleMap', () => {
  it('when values are added under tuples, then each is found by an equal tuple and by nothing else', () => {
    const map = new TupleMap<[string, number, string | null], string>();
    map.add(['GET', 200, null], 'ok');
    map.add(['GET', 401, 'Not signed in'], 'refused');
    map.add(['POST', 200, null], 'written');

    expect(map.get(['GET', 200, null])).toBe('ok');
    expect(map.get(['GET', 401, 'Not signed in'])).toBe('refused');
    expect(map.get(['POST', 200, null])).toBe('written');
    expect(map.get(['GET', 401, null])).toBeUndefined();
    expect(map.get(['PUT', 200, null])).toBeUndefined();
    expect(map.get(['GET', 200, 'null'])).toBeUndefined();
    expect(map.size).toBe(3);
    expect(map.values()).toEqual(['ok', 'refused', 'written']);
  });

  it('when a key already holds a value, then adding another under it is refused', () => {
    const map = new TupleMap<[string, number], number>();
    map.add(['GET', 1], 1);

    expect(() => map.add(['GET', 1], 2)).toThrow('the key already holds a value');
    expect(map.get(['GET', 1])).toBe(1);
  });
});
