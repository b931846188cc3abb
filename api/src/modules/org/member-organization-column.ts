import { ORGANIZATION_KINDS, type OrganizationKind } from '../../contract';
import { jsonColumn } from '../../platform/db';
import type { MemberOrganizationColumn } from '../identity';
import { SUMMARY_COLUMNS } from './organization.repository';

// The summary's columns (its kind among them) are one word each, so each key is also its column's name in SQL.
const MEMBER_OBJECT = `json_build_object(${SUMMARY_COLUMNS.map((column) => `'${column}', o.${column}`).join(', ')})`;

function kindOf(value: unknown): OrganizationKind {
  return ORGANIZATION_KINDS.find((kind) => kind === value) ?? 'client';
}

/**
 * A published contract of the org module: the organization a member row names (its summary: id, name,
 * slug, logo and kind) as one JSON column of another module's statement. The org module keeps
 * the SQL of its table, and identity's session lookup reads the user's organization and whether it is
 * the provider (what the role needs) in the same round trip as the session: GET /api/auth/session is
 * one statement (session.test counts it), and User Management's list two (user-management.test).
 */
export const memberOrganizationColumn: MemberOrganizationColumn = {
  sql(organizationIdColumn, alias) {
    return `(select ${MEMBER_OBJECT} from organizations o where o.id = ${organizationIdColumn}) as "${alias}"`;
  },

  valueOf(value) {
    const organization = jsonColumn(value);
    if (typeof organization !== 'object' || organization === null) return null;
    const logo: unknown = Reflect.get(organization, 'logo');
    return {
      id: Number(Reflect.get(organization, 'id')),
      name: String(Reflect.get(organization, 'name')),
      slug: String(Reflect.get(organization, 'slug')),
      logo: typeof logo === 'string' ? logo : null,
      kind: kindOf(Reflect.get(organization, 'kind')),
    };
  },
};
