import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { frontEndWorkspaces, REPOSITORY_ROOT, repositoryPath } from '../test-support/repository';

/*
 * The lint rules of eslint.config.js that keep the front ends' features apart, run through ESLint's own
 * API on fixture text placed (not written) inside the tree: a feature reaches another only through its
 * index.ts, and the shell runtime (shell/src/exposed) imports no feature.
 */

const BOUNDARY_RULE = 'import-x/no-restricted-paths';

/*
 * The repository's own config, handed to ESLint rather than found by it: ESLint loads a config file
 * with a dynamic import, which jest's module sandbox refuses.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const repositoryConfig = require(repositoryPath('eslint.config.js')) as ESLint.Options['overrideConfig'];
const eslint = new ESLint({
  cwd: REPOSITORY_ROOT,
  overrideConfigFile: true,
  overrideConfig: repositoryConfig,
});

/** The boundary messages ESLint gives `code` as if it were the file at `relativePath`. */
async function boundaryMessages(relativePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: repositoryPath(relativePath) });
  return (result?.messages ?? [])
    .filter(({ ruleId }) => ruleId === BOUNDARY_RULE)
    .map(({ message }) => message);
}

function featuresOf(frontEnd: string): string[] {
  const featuresDir = repositoryPath(`${frontEnd}/src/features`);
  return fs
    .readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** A source file of a feature other than its index (its internals), as an import path without extension. */
function internalFileOf(frontEnd: string, feature: string): string {
  const featureDir = repositoryPath(`${frontEnd}/src/features/${feature}`);
  const files = fs.readdirSync(featureDir, { recursive: true, encoding: 'utf8' });
  const internal = files
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('__tests__') && file !== 'index.ts')
    .sort()[0];
  if (internal === undefined) throw new Error(`${frontEnd}/src/features/${feature} has no source file`);
  return internal
    .replace(/\.tsx?$/, '')
    .split(path.sep)
    .join('/');
}

function hasIndex(frontEnd: string, feature: string): boolean {
  return fs.existsSync(repositoryPath(`${frontEnd}/src/features/${feature}/index.ts`));
}

/** The features of every package of two or more, each with the next other feature after it (in name order). */
const features = frontEndWorkspaces().flatMap((frontEnd) => {
  const names = featuresOf(frontEnd);
  if (names.length < 2) return [];
  const after = (index: number, accepts: (name: string) => boolean) =>
    [...names.slice(index + 1), ...names.slice(0, index)].find(accepts);
  return names.map((feature, index) => ({
    frontEnd,
    feature,
    other: after(index, () => true) ?? feature,
    /** A feature with an index.ts to import through (one without has no public entry at all). */
    published: after(index, (name) => hasIndex(frontEnd, name)),
  }));
});

const deepImports = features.map(({ frontEnd, feature, other }) => ({
  frontEnd,
  feature,
  other,
  internal: internalFileOf(frontEnd, other),
}));

const indexImports = features.flatMap(({ frontEnd, feature, published }) =>
  published === undefined ? [] : [{ frontEnd, feature, other: published }],
);

describe('feature boundaries (eslint.config.js)', () => {
  it('when the front ends are read, then every package with several features is covered', () => {
    const covered = new Set(deepImports.map(({ frontEnd }) => frontEnd));
    expect([...covered].sort()).toEqual(['mfe-admin', 'mfe-calendar', 'mfe-public', 'shell']);
  });

  it.each(deepImports)(
    "when a file of $frontEnd's $feature imports $other's internal $internal, then lint refuses it",
    async ({ frontEnd, feature, other, internal }) => {
      const fixture = `${frontEnd}/src/features/${feature}/components/boundary-fixture.ts`;
      const messages = await boundaryMessages(fixture, `import '../../${other}/${internal}';\n`);
      expect(messages).toEqual([expect.stringContaining('Reach another feature only through its index.ts.')]);
    },
  );

  it.each(indexImports)(
    "when a file of $frontEnd's $feature imports $other through its index, then lint accepts it",
    async ({ frontEnd, feature, other }) => {
      const fixture = `${frontEnd}/src/features/${feature}/components/boundary-fixture.ts`;
      expect(await boundaryMessages(fixture, `import '../../${other}';\n`)).toEqual([]);
    },
  );

  it("when a lazy import reaches into another feature's internals, then lint refuses it too", async () => {
    const messages = await boundaryMessages(
      'mfe-calendar/src/features/calendar/components/boundary-fixture.ts',
      "export const load = () => import('../../month-view/components/month-view');\n",
    );
    expect(messages).toEqual([expect.stringContaining('Reach another feature only through its index.ts.')]);
  });

  it("when a test of one feature imports another feature's internals, then lint refuses it", async () => {
    const messages = await boundaryMessages(
      'mfe-calendar/src/features/week-view/__tests__/boundary-fixture.test.ts',
      "import '../../day-view/components/booking-card';\n",
    );
    expect(messages).toHaveLength(1);
  });

  it('when the shell runtime imports a feature, even through its index, then lint refuses it', async () => {
    const messages = await boundaryMessages(
      'shell/src/exposed/session/boundary-fixture.ts',
      "import '../../features/login';\n",
    );
    expect(messages).toEqual([expect.stringContaining('The shell runtime imports no feature')]);
  });

  it("when a remote's own entry (expose/) imports a feature's internals, then lint accepts it", async () => {
    const messages = await boundaryMessages(
      'mfe-calendar/src/expose/boundary-fixture.ts',
      "import '../features/calendar/components/calendar-page';\n",
    );
    expect(messages).toEqual([]);
  });
});
