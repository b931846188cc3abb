import type { KnipConfig } from 'knip';

/**
 * Unused files, exports, types and dependencies (`npm run lint` runs `knip`). Knip's plugins find most
 * entry points by themselves: package.json scripts, main and exports, the jest configs with their setup
 * files, the webpack configs with their entries, the Playwright configs. Listed here is only what no
 * config names, so every other file's exports must have an importer.
 */
const config: KnipConfig = {
  // Debian packages the tests and benchmarks run when installed (.ci/run installs them), not npm's.
  ignoreBinaries: ['promtool', 'nginx', 'valgrind', 'callgrind_control'],
  // Entry files' exports are checked too: the package entries (the API's contract, the shell's runtime
  // and test support) are imported only by this repository's packages, so an export none uses is dead.
  includeEntryExports: true,
  ignoreIssues: {
    // knex calls a migration's `up` and `down` (api/src/platform/db/migration-source.ts).
    'api/src/modules/*/migrations/*.ts': ['exports'],
    // They stand in for the package 'react-router' in the shared scope (federation/shared.js), so they
    // export its whole browser API, whatever the shell and remotes use today.
    'shell/federation/*-browser.mjs': ['exports'],
    // Type declarations of the .mjs module beside each; its importers are counted on the .mjs.
    '**/*.d.mts': ['exports'],
  },
  workspaces: {
    '.': {
      // CI's skipped-test check, run by the .ci/run shell script.
      entry: ['.ci/*.mjs'],
      // Version bumps of the independently released packages: `npx lerna version` (docs/DEVELOPMENT.md),
      // configured by lerna.json, never imported.
      ignoreDependencies: ['lerna'],
    },
    api: {
      entry: [
        'src/cli/*.ts',
        // Run by hand on a release: node api/scripts/openapi-diff.mjs <previous> <current>.
        'scripts/*.mjs',
        // Read from the disk by platform/db/migration-source.ts, never imported.
        'src/modules/*/migrations/*.ts',
      ],
    },
    shell: {
      // Provided to the remotes as React Router by the federation's shared config (federation/shared.js),
      // by a webpack alias, which also names the package itself `@booking-portal/react-router-complete`.
      entry: ['federation/*-browser.mjs'],
      ignoreDependencies: ['@booking-portal/react-router-complete'],
    },
    'mfe-*': {
      // The remote's module-federation exposes ('./routes', loaded by the shell at run time through its
      // default export and `warmUp`) and its standalone harness (`webpack --env standalone`).
      entry: ['src/expose/routes.tsx', 'src/standalone.tsx'],
    },
    'mfe-calendar': {
      entry: ['src/expose/routes.tsx', 'src/standalone.tsx'],
    },
    e2e: {
      // Scripts run by hand or as child processes: the five-year data set, and the servers the
      // benchmarks start (baseline, telemetry pair). `npm run bench` (bench/run.mjs) is a root script.
      entry: ['bench/five-year-data.mjs', 'bench/baseline-server.mjs', 'bench/telemetry-pair-server.mjs'],
      playwright: {
        config: ['playwright.config.ts', 'stack/playwright.config.ts', 'screenshots/playwright.config.ts'],
      },
    },
  },
};

export default config;
