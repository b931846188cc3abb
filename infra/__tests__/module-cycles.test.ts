import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { REPOSITORY_ROOT, repositoryPath } from '../test-support/repository';
import { API_MODULES_DIRECTORY, apiModules } from '../test-support/api-modules';

/*
 * The API's modules depend on each other one way only. A module that needs something of a module built
 * after it declares the port it needs and app.ts wires the other's facade in (api/src/modules/README.md),
 * so no import, not even a type import, leads back. Lint (import-x/no-cycle) refuses a value cycle
 * anywhere; this test also holds the modules' type imports to a graph without cycles.
 */

const RELATIVE_IMPORT = /from '(\.{1,2}\/[^']*)'/g;

/** The modules a module's own source (tests aside) imports, type imports included. */
function importsOf(moduleName: string): Set<string> {
  const directory = path.join(API_MODULES_DIRECTORY, moduleName);
  const imported = new Set<string>();
  for (const file of fs.readdirSync(directory, { recursive: true, encoding: 'utf8' })) {
    if (!/\.ts$/.test(file) || file.split(path.sep).includes('__tests__')) continue;
    const text = fs.readFileSync(path.join(directory, file), 'utf8');
    for (const [, specifier] of text.matchAll(RELATIVE_IMPORT)) {
      if (specifier === undefined) continue;
      const target = path.relative(
        API_MODULES_DIRECTORY,
        path.resolve(directory, path.dirname(file), specifier),
      );
      const [owner] = target.split(path.sep);
      if (owner !== undefined && !target.startsWith('..') && owner !== moduleName) imported.add(owner);
    }
  }
  return imported;
}

/** A cycle of the graph as the path that closes it, or null when there is none. */
function findCycle(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const trail: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'visiting') return [...trail.slice(trail.indexOf(node)), node];
    state.set(node, 'visiting');
    trail.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('the API modules import each other one way only', () => {
  it('when every import between modules is followed, type imports included, then no module leads back to itself', () => {
    const graph = new Map(apiModules().map((name) => [name, importsOf(name)] as const));
    expect(graph.size).toBeGreaterThanOrEqual(9);
    expect(findCycle(graph)).toBeNull();
  });

  it('when two modules import each other, then the check finds the cycle', () => {
    const graph = new Map<string, Set<string>>([
      ['org', new Set(['bookings'])],
      ['bookings', new Set(['identity', 'org'])],
      ['identity', new Set()],
    ]);
    expect(findCycle(graph)).toEqual(['org', 'bookings', 'org']);
  });
});

describe('lint refuses a value cycle', () => {
  // import-x/no-cycle reads the files an import names from disk: the two files are written for the test.
  const fixtureDirectory = repositoryPath(`api/src/platform/cycle-fixture-${process.pid}`);

  beforeAll(() => {
    fs.mkdirSync(fixtureDirectory, { recursive: true });
    fs.writeFileSync(
      path.join(fixtureDirectory, 'first.ts'),
      "import { second } from './second';\nexport const first = (): number => second() + 1;\n",
    );
    fs.writeFileSync(
      path.join(fixtureDirectory, 'second.ts'),
      "import { first } from './first';\nexport const second = (): number => (first ? 1 : 0);\n",
    );
  });

  afterAll(() => fs.rmSync(fixtureDirectory, { recursive: true, force: true }));

  it('when two files import values from each other, then lint reports the cycle', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const repositoryConfig = require(repositoryPath('eslint.config.js')) as ESLint.Options['overrideConfig'];
    const eslint = new ESLint({
      cwd: REPOSITORY_ROOT,
      overrideConfigFile: true,
      overrideConfig: repositoryConfig,
    });
    const [result] = await eslint.lintFiles([path.join(fixtureDirectory, 'first.ts')]);
    expect(result?.messages.map(({ ruleId }) => ruleId)).toContain('import-x/no-cycle');
  });
});
