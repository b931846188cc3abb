import fs from 'node:fs';
import path from 'node:path';
import { API_MODULES_DIRECTORY, apiModules } from '../test-support/api-modules';

/*
 * Each API module owns its tables, and another module reaches them only through the owner's index
 * (api/src/modules/README.md). Lint holds the imports to that; this test holds the SQL: a module's own
 * source (tests, migrations and the demo seeds aside) names no table another module's migrations
 * create, in a query builder call or in raw SQL, except for the crossings listed below with why.
 */

/** Tables named across modules by design: `module -> table` with the reason. */
const ALLOWED_CROSSINGS: ReadonlyMap<string, string> = new Map([
  // The counters' triggers are installed on the tables whose writes they count (README: change counters).
  ['change-counters -> bookings', 'the bump trigger of bookings counts months and departments of its rows'],
  // The stream reads back the counters' versions (its replay and position); it never writes them.
  ['change-stream -> change_counters', 'the replay after a Last-Event-ID or a lost listener'],
]);

/** A query builder's table (`knex('bookings as b')`, `.join('users'`, `tableName = 'users'`) or raw SQL's. */
const TABLE_REFERENCE =
  /\b(?:knex|trx|db|from|join|leftJoin|innerJoin|rightJoin|into|table|update)\(\s*'(\w+)|\btableName\s*=\s*'(\w+)'|\b(?:from|join|into|update)\s+(\w+)/gi;
const TABLE_CREATION =
  /createTable\(\s*'(\w+)'|create\s+(?:unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?(\w+)/gi;
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:'"\w])\/\/[^\n]*/g;

/** The module's TypeScript files, relative to its folder. */
function sourceFiles(moduleName: string): string[] {
  return fs
    .readdirSync(path.join(API_MODULES_DIRECTORY, moduleName), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'));
}

/** Which module creates each table, from the modules' migrations. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const moduleName of apiModules())
    for (const file of sourceFiles(moduleName).filter((name) => name.startsWith(`migrations${path.sep}`))) {
      const text = fs.readFileSync(path.join(API_MODULES_DIRECTORY, moduleName, file), 'utf8');
      for (const [, built, raw] of text.matchAll(TABLE_CREATION)) {
        const table = (built ?? raw ?? '').toLowerCase();
        if (table !== '' && !owners.has(table)) owners.set(table, moduleName);
      }
    }
  return owners;
}

/** The table names a source text uses in queries, comments left out. */
function tablesNamedIn(text: string): Set<string> {
  const named = new Set<string>();
  for (const [, builder, model, raw] of text.replace(COMMENT, '').matchAll(TABLE_REFERENCE))
    named.add((builder ?? model ?? raw ?? '').toLowerCase());
  return named;
}

/** `module -> table` for every table of another module that a module's own source names. */
function crossings(owners: ReadonlyMap<string, string>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const moduleName of apiModules())
    for (const file of sourceFiles(moduleName)) {
      const parts = file.split(path.sep);
      if (parts.includes('__tests__') || parts.includes('migrations') || file.endsWith('.seed.ts')) continue;
      const text = fs.readFileSync(path.join(API_MODULES_DIRECTORY, moduleName, file), 'utf8');
      for (const table of tablesNamedIn(text)) {
        const owner = owners.get(table);
        if (owner === undefined || owner === moduleName) continue;
        const key = `${moduleName} -> ${table}`;
        found.set(key, [...(found.get(key) ?? []), file]);
      }
    }
  return found;
}

describe('the API modules name only their own tables', () => {
  it("when every module's queries are read, then each table they name is their own or a listed crossing", () => {
    const owners = tableOwners();
    expect(owners.get('bookings')).toBe('bookings');
    expect(owners.get('users')).toBe('identity');
    expect(owners.get('organizations')).toBe('org');
    const found = crossings(owners);
    const unlisted = [...found].filter(([key]) => !ALLOWED_CROSSINGS.has(key));
    expect(unlisted).toEqual([]);
    // A crossing no longer made leaves the list too.
    expect([...ALLOWED_CROSSINGS.keys()].filter((key) => !found.has(key))).toEqual([]);
  });

  it('when a query names a table in a builder call or in raw SQL, then it is found, and a comment is not', () => {
    const source = [
      "const row = await knex('bookings').first('organizationId').where({ id });",
      "await knex.raw('select u.username from users u left join organizations o on o.id = u.organization_id');",
      "await trx('departments as d').join('performers as p', 'p.id', 'd.id');",
      '// read from sessions elsewhere',
      '/* the owner updates audit_logs */',
    ].join('\n');
    expect([...tablesNamedIn(source)].sort()).toEqual([
      'bookings',
      'departments',
      'organizations',
      'performers',
      'users',
    ]);
  });
});
