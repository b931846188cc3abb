import type { Role } from '../../../contract';
import { NotFoundError } from '../../../platform/errors';
import { assertOrganizationVisible, maySeeOrganization, organizationScopeOf } from '..';

const OWN = 1;
const OTHER = 3;

type Target = 'own' | 'other' | 'none';

/** The organization id a target names for an actor of organization OWN. */
const organizationOf: Record<Target, number | null> = { own: OWN, other: OTHER, none: null };

/** docs/PRODUCT.md section 6: owners and super admins see every organization; the others only their own. */
const VISIBILITY: readonly [Role, Target, boolean][] = [
  ['owner', 'own', true],
  ['owner', 'other', true],
  ['owner', 'none', true],
  ['super_admin', 'own', true],
  ['super_admin', 'other', true],
  ['super_admin', 'none', true],
  ['org_admin', 'own', true],
  ['org_admin', 'other', false],
  ['org_admin', 'none', false],
  ['user', 'own', true],
  ['user', 'other', false],
  ['user', 'none', false],
];

describe('the tenancy rule', () => {
  describe.each(VISIBILITY)('a %s of an organization, asking for %s organization', (role, target, sees) => {
    const actor = { role, organizationId: OWN };
    const organizationId = organizationOf[target];

    it(`when the rule is asked, then it answers ${sees ? 'visible' : 'not visible'}`, () => {
      expect(maySeeOrganization(actor, organizationId)).toBe(sees);
    });

    it(`when the rule is asserted, then it ${sees ? 'passes' : 'answers 404 as for a missing id'}`, () => {
      const assertion = () => assertOrganizationVisible(actor, organizationId);
      if (sees) expect(assertion).not.toThrow();
      else expect(assertion).toThrow(NotFoundError);
    });
  });

  it.each([
    ['owner', true],
    ['super_admin', true],
    ['org_admin', false],
    ['user', false],
  ] as const)(
    'when a %s belonging to no organization asks for one, then it sees it only across organizations (%s)',
    (role, sees) => {
      expect(maySeeOrganization({ role, organizationId: null }, OWN)).toBe(sees);
      expect(maySeeOrganization({ role, organizationId: null }, null)).toBe(sees);
    },
  );

  describe('organizationScopeOf', () => {
    const SCOPES: readonly [Role, number | null, number | undefined, number | 'every' | null | '404'][] = [
      ['owner', OWN, undefined, 'every'],
      ['owner', OWN, OTHER, OTHER],
      ['super_admin', null, undefined, 'every'],
      ['super_admin', null, OTHER, OTHER],
      ['org_admin', OWN, undefined, OWN],
      ['org_admin', OWN, OWN, OWN],
      ['org_admin', OWN, OTHER, '404'],
      ['user', OWN, undefined, OWN],
      ['user', OWN, OTHER, '404'],
      ['user', null, undefined, null],
      ['user', null, OTHER, '404'],
    ];

    it.each(SCOPES)(
      'when a %s of organization %s asks about %s, then the read covers %s',
      (role, organizationId, requested, expected) => {
        const scope = () => organizationScopeOf({ role, organizationId }, requested);
        if (expected === '404') expect(scope).toThrow(NotFoundError);
        else expect(scope()).toBe(expected);
      },
    );
  });
});
