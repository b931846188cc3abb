// @ts-check
/**
 * Lint for the whole monorepo. Besides TypeScript rules it enforces the import boundaries of
 * docs/ARCHITECTURE.md: an API module is reached only through its index, platform never imports
 * modules, the contract stays browser-safe, remotes reach the shell only via its runtime, a
 * front-end feature reaches another only through its index, the shell runtime imports no feature, and no
 * import cycle carries values.
 */
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const { importX, createNodeResolver } = require('eslint-plugin-import-x');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

/** The API's modules (api/src/modules/<m>/), read from the tree so a new one is covered. */
const apiModules = fs
  .readdirSync(path.join(__dirname, 'api', 'src', 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const remotes = ['mfe-calendar', 'mfe-admin', 'mfe-public'];

/** A module may import its own files and the other modules' index only. */
const moduleZones = apiModules.map((name) => ({
  target: `./api/src/modules/${name}`,
  from: './api/src/modules',
  except: [
    `./${name}`,
    ...apiModules.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
  ],
  message: 'Reach another module only through its index.ts.',
}));

/** The feature folders (src/features/<f>/) of a front-end package, read from the tree so a new one is covered. */
function featuresOf(frontEnd) {
  const featuresDir = path.join(__dirname, frontEnd, 'src', 'features');
  if (!fs.existsSync(featuresDir)) return [];
  return fs
    .readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Inside the shell and each remote, as between API modules: a feature imports its own files and the others' index. */
const featureZones = ['shell', ...remotes].flatMap((frontEnd) => {
  const features = featuresOf(frontEnd);
  return features.map((name) => ({
    target: `./${frontEnd}/src/features/${name}`,
    from: `./${frontEnd}/src/features`,
    except: [
      `./${name}`,
      ...features.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
    ],
    message: 'Reach another feature only through its index.ts.',
  }));
});

const layerZones = [
  {
    target: './shell/src/exposed',
    from: './shell/src/features',
    message: 'The shell runtime imports no feature: features build on the runtime.',
  },
  { target: './api/src/platform', from: './api/src/modules', message: 'platform has no business rules.' },
  { target: './api/src/contract', from: './api/src/platform', message: 'The contract is browser-safe.' },
  { target: './api/src/contract', from: './api/src/modules', message: 'The contract is browser-safe.' },
  ...remotes.map((remote) => ({
    target: `./${remote}`,
    from: './shell/src',
    except: ['./exposed', './standalone-harness.tsx'],
    message: 'Remotes use the shell only through @booking-portal/shell/runtime.',
  })),
  ...remotes.flatMap((remote) =>
    remotes
      .filter((other) => other !== remote)
      .map((other) => ({
        target: `./${remote}`,
        from: `./${other}`,
        message: 'Remotes do not import each other.',
      })),
  ),
  ...remotes.map((remote) => ({
    target: './shell',
    from: `./${remote}`,
    message: 'The shell loads remotes at run time only.',
  })),
];

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-standalone/**',
      '**/releases/**',
      'e2e/.remote-releases/**',
      'data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: {
      // no-cycle follows imports into the files they name, which needs their parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A value cycle (type-only imports aside) makes one side see the other half-initialized; modules
      // declare the ports they need instead (see api/src/modules/README.md).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...moduleZones, ...featureZones, ...layerZones] }],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@booking-portal/api', message: 'Only the API contract is public.' }],
          patterns: [
            {
              group: [
                '@booking-portal/shell/*',
                '!@booking-portal/shell/runtime',
                '!@booking-portal/shell/test-support',
                '!@booking-portal/shell/standalone-harness',
              ],
              message: 'Only the shell runtime is public.',
            },
            {
              group: ['@booking-portal/api/*', '!@booking-portal/api/contract'],
              message: 'Only the API contract is public.',
            },
            { group: ['@booking-portal/mfe-*'], message: 'Remotes are loaded at run time, never imported.' },
          ],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Playwright fixtures call their continuation `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
