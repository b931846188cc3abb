/**
 * `npm run lint:openapi`: builds the app (its database is never opened: no route is called) to read
 * its registered routes, writes the OpenAPI document they make to a temporary file, and lints that
 * file with Redocly CLI (rules in api/redocly.yaml). Exits with Redocly's status.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { apiReleaseVersion, buildOpenApiDocument } from '../modules/openapi';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db';
import { createLogger } from '../platform/logger';

const config = loadConfig({
  NODE_ENV: 'test',
  SESSION_SECRET: 'openapi-lint-never-signs-anything-0123456789',
});
const logger = createLogger('silent');
// knex connects on a query's demand only, and building the app queries nothing.
const database = openDatabase({ kind: 'postgres', url: 'postgres://openapi-lint@127.0.0.1:9/none' }, logger);
const { routes } = createApp({ config, logger, database });
const document = buildOpenApiDocument(routes, { version: apiReleaseVersion() });

const directory = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
const file = path.join(directory, 'openapi.json');
writeFileSync(file, JSON.stringify(document, null, 2));
const apiRoot = path.join(__dirname, '../..');
const lint = spawnSync(
  process.execPath,
  [require.resolve('@redocly/cli/bin/cli.js'), 'lint', file, '--config', path.join(apiRoot, 'redocly.yaml')],
  { stdio: 'inherit' },
);
rmSync(directory, { recursive: true, force: true });
process.exit(lint.status ?? 1);
