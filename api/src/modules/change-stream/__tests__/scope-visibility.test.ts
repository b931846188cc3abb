import { CHANGE_KINDS, PERMISSION_LEVELS } from '../../../contract';
import type { CounterBump } from '../change-messages';
import { visibilityKeyOf, visibleScopesOf, type Reader } from '../scope-visibility';

/*
 * The stream reckons a notification's scopes once per visibility key and hands the answer to every
 * stream of that key: two readers of one key must hear exactly the same, whoever they are.
 */

const ORGANIZATIONS = [null, 2, 3, 4];
const DEPARTMENTS = [null, '', 'Lobby Bar', 'DUSK', 'Lobby Bar|DUSK'];

/** Every role, organization and department, twice over (two users of each). */
const readers: Reader[] = PERMISSION_LEVELS.flatMap((role) =>
  ORGANIZATIONS.flatMap((organizationId) =>
    DEPARTMENTS.flatMap((department) =>
      [1, 2].map((copy) => ({ userId: copy, role, organizationId, department })),
    ),
  ),
);

/** Every change kind of every organization (0: none), bookings in each department and none. */
const bumps: CounterBump[] = CHANGE_KINDS.flatMap((scope, kindIndex) =>
  [0, 2, 3, 4].flatMap((organizationId) =>
    ['', 'Lobby Bar', 'DUSK'].map((department, departmentIndex) => ({
      scope,
      organizationId,
      period: 2031 * 12 + departmentIndex,
      department: scope === 'bookings' ? department : '',
      version: 1000 + kindIndex * 100 + organizationId * 10 + departmentIndex,
    })),
  ),
);

describe('visibilityKeyOf', () => {
  it('when two readers share a key, then they hear the same scopes of the same bumps', () => {
    const heardByKey = new Map<string, ReturnType<typeof visibleScopesOf>>();
    let compared = 0;
    for (const reader of readers) {
      const key = visibilityKeyOf(reader);
      const heard = visibleScopesOf(reader, bumps);
      const first = heardByKey.get(key);
      if (first === undefined) heardByKey.set(key, heard);
      else {
        expect(heard).toEqual(first);
        compared += 1;
      }
    }
    // Each reader has a twin of another userId and the same key.
    expect(compared).toBe(readers.length / 2);
  });

  it('when readers differ in role, organization or department, then their keys differ', () => {
    const distinct = new Set(
      readers.map((reader) => JSON.stringify([reader.role, reader.organizationId, reader.department])),
    );
    expect(new Set(readers.map(visibilityKeyOf)).size).toBe(distinct.size);
  });
});
