import type { OrganizationSummary } from '../../contract';
import { jsonColumn } from '../../platform/db';
import { SUMMARY_COLUMNS } from './organization.repository';

// The summary's columns are one word each, so each key is also its column's name in SQL.
const SUMMARY_OBJECT = `json_build_object(${SUMMARY_COLUMNS.map((column) => `'${column}', o.${column}`).join(', ')})`;

/**
 * The organization summary (id, name, slug, logo) as one JSON column of another module's statement:
 * the org module keeps the SQL of its table, and a module that reads a row naming an organization gets
 * its summary without a second round trip (identity's session lookup).
 */
export const organizationSummaryColumn = {
  /** A column `alias`: the summary of the organization whose id is in `organizationIdColumn`, or null. */
  sql(organizationIdColumn: string, alias: string): string {
    return `(select ${SUMMARY_OBJECT} from organizations o where o.id = ${organizationIdColumn}) as "${alias}"`;
  },

  /** The column's value as a summary. */
  valueOf(value: unknown): OrganizationSummary | null {
    const summary = jsonColumn(value);
    if (typeof summary !== 'object' || summary === null) return null;
    const logo: unknown = Reflect.get(summary, 'logo');
    return {
      id: Number(Reflect.get(summary, 'id')),
      name: String(Reflect.get(summary, 'name')),
      slug: String(Reflect.get(summary, 'slug')),
      logo: typeof logo === 'string' ? logo : null,
    };
  },
};
