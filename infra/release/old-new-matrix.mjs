#!/usr/bin/env node
/**
 * `npm run release:matrix` (node infra/release/old-new-matrix.mjs [--previous <ref>] [--server <url>]
 * [--report <file>]): the old and new releases together, as during a rolling release
 * (docs/OPERATIONS.md, "Releases and the old/new matrix"):
 *
 *   (a) the previous release's database taken through THIS checkout's migrate step (its expand phase),
 *       served by the PREVIOUS release's API: old replicas still serving after the new release's migrate;
 *   (b) the previous release's database (its migrate and demo seed on a fresh database), served by THIS
 *       checkout's API with MIGRATE_ON_START=false: new replicas up before the migrate step; the schema
 *       must stay as it was;
 *
 * each passing the smoke tests (smoke-tests.mjs), and the previous release's OpenAPI document compared
 * with this one's (api/scripts/openapi-diff.mjs): a removed route or field fails the matrix unless the
 * previous release marked it deprecated (openapi-contract-steps.mjs).
 *
 * The previous release is the last one in infra/release/releases.json (--previous overrides it), built
 * by build-release.mjs (cached by commit); this checkout's code runs from source through tsx, so no build
 * is needed. Databases are created on the PostgreSQL server of --server, else of DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres, and dropped afterwards. Both APIs run as in production
 * (NODE_ENV=production, a random SESSION_SECRET, mail queued but not sent). Exit 0 when all passes, 1
 * otherwise; --report writes the outcome as JSON.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { deprecatedInDocument, withoutContractSteps } from './openapi-contract-steps.mjs';
import { breakingChangesIn, correctionsOf } from './openapi-corrections.mjs';
import { previousRelease, REPOSITORY_ROOT } from './releases.mjs';
import { runSmokeTests } from './smoke-tests.mjs';

const root = REPOSITORY_ROOT;
const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
/** Starting means migrating checks and, for the source, transpiling on a busy two-core machine. */
const START_TIMEOUT_MS = 90_000;
const OUTPUT_TAIL_CHARS = 8000;
/** Environment variables an API reads: none leaks from this process into the APIs it starts. */
const API_VARIABLE =
  /^(NODE_ENV|PORT|HOST|DATABASE_URL|DATA_DIR|SESSION_SECRET|PUBLIC_ORIGIN|ALLOWED_ORIGINS|EMBED_ALLOWED_ORIGINS|REMOTE_ORIGINS|TRUST_PROXY|INSTANCE_ID|SESSION_TTL_HOURS|LOG_LEVEL|SEED_DEMO|WEB_ROOT|REMOTES_MANIFEST|METRICS_PORT|METRICS_HOST|TELEMETRY_.*|AUDIT_RETENTION_DAYS|PUBLIC_.*|SMTP_URL|MAIL_.*|PERFORMER_DIGEST_QUIET_MINUTES|MIGRATE_ON_START)$/;

const startedAt = Date.now();
const seconds = () => ((Date.now() - startedAt) / 1000).toFixed(1);
const log = (line) => console.log(`[matrix ${seconds()} s] ${line}`);

function readArguments(argv) {
  const options = { previous: null, server: null, report: null };
  for (let index = 0; index < argv.length; index += 2) {
    const name = argv[index]?.replace(/^--/, '');
    if (!(name in options) || !argv[index + 1])
      throw new Error(`unknown or incomplete option ${argv[index]}`);
    options[name] = argv[index + 1];
  }
  return options;
}

/** The server's URL with another database in its path. */
function databaseUrl(serverUrl, database) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

async function appliedMigrations(url) {
  const { rows } = await onServer(url, 'select name from knex_migrations order by id');
  return rows.map((row) => row.name);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A child process whose output is kept (the end of it) for the failure message. */
function startChild(name, args, { cwd, env }) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk) => {
    tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exit = null;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    });
  });
  return {
    name,
    exited,
    exit: () => exit,
    output: () => tail,
    async stop() {
      if (exit === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/** Runs a one-off step (migrate, seed) to its end; throws with its output unless it exits 0. */
async function runStep(name, args, options) {
  const child = startChild(name, args, options);
  const { code, signal } = await child.exited;
  if (code !== 0) throw new Error(`${name} exited ${signal ?? code}:\n${child.output()}`);
}

/** How each side's code is started: this checkout's from source, a built release from its dist. */
function codeOf(label, directory) {
  if (directory === null) {
    const api = join(root, 'api');
    const viaTsx = (file) => ['--import', 'tsx', join(api, 'src', file)];
    return { label, cwd: api, main: viaTsx('main.ts'), migrate: viaTsx('cli/migrate.ts') };
  }
  const dist = join(directory, 'api', 'dist');
  return {
    label,
    cwd: join(directory, 'api'),
    main: [join(dist, 'main.js')],
    migrate: [join(dist, 'cli', 'migrate.js')],
    seed: [join(dist, 'cli', 'seed.js')],
  };
}

function productionEnvironment(settings) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !API_VARIABLE.test(name)),
  );
  return {
    ...inherited,
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(48).toString('base64'),
    // Production needs a mail server; the worker is off, so mail is queued and never sent to it.
    SMTP_URL: 'smtp://127.0.0.1:9',
    MAIL_WORKER: 'off',
    METRICS_PORT: '0',
    SEED_DEMO: 'never',
    LOG_LEVEL: 'info',
    ...settings,
  };
}

async function startApi(code, url) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const api = startChild(`${code.label} API`, code.main, {
    cwd: code.cwd,
    env: productionEnvironment({
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: baseUrl,
      // Replicas of a rolling release leave the schema to the migrate step; a release older than the
      // setting ignores it and migrates at start (it finds nothing of its own left to do).
      MIGRATE_ON_START: 'false',
    }),
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (api.exit() !== null) throw new Error(`the ${api.name} exited during start-up:\n${api.output()}`);
    try {
      const answer = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(5000) });
      if (answer.status === 200) return { ...api, baseUrl };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await api.stop();
  throw new Error(`the ${api.name} was not ready within ${START_TIMEOUT_MS / 1000} s:\n${api.output()}`);
}

/** Serves `url` (its schema made by `schemaLabel`) with `apiCode` and runs the smoke tests on it. */
async function runCell({ name, url, schemaLabel, apiCode }) {
  const cellLog = (line) => log(`(${name}) ${line}`);
  const migrations = await appliedMigrations(url);
  cellLog(`${schemaLabel}: ${migrations.length} migrations applied; starting the ${apiCode.label} API`);
  const api = await startApi(apiCode, url);
  try {
    cellLog(`${apiCode.label} API ready at ${api.baseUrl}; smoke tests`);
    const smoke = await runSmokeTests(api.baseUrl, { log: (line) => cellLog(line) });
    const after = await appliedMigrations(url);
    const schemaKept = after.length === migrations.length;
    if (!schemaKept)
      cellLog(
        `FAILED  the ${apiCode.label} API migrated the database (${migrations.length} -> ${after.length})`,
      );
    return {
      name,
      schema: schemaLabel,
      api: apiCode.label,
      migrations: migrations.length,
      schemaKept,
      passed: smoke.passed && schemaKept,
      results: smoke.results,
      openApiDocument: smoke.openApiDocument,
      apiOutput: smoke.passed && schemaKept ? '' : api.output(),
    };
  } finally {
    await api.stop();
  }
}

/** openapi-diff.mjs on the two documents: null when the previous release serves none. */
async function compareOpenApi(previousDocument, currentDocument, previousVersion) {
  if (previousDocument === null)
    return { compared: false, passed: true, output: 'the previous release serves no /api/openapi.json' };
  if (currentDocument === null)
    return { compared: false, passed: false, output: 'this API serves no /api/openapi.json' };
  const directory = mkdtempSync(join(tmpdir(), 'bp-openapi-'));
  try {
    const previousFile = join(directory, 'previous.json');
    const currentFile = join(directory, 'current.json');
    writeFileSync(previousFile, JSON.stringify(withoutContractSteps(previousDocument)));
    writeFileSync(currentFile, JSON.stringify(currentDocument));
    const diff = startChild(
      'openapi-diff',
      [join(root, 'api', 'scripts', 'openapi-diff.mjs'), previousFile, currentFile],
      { cwd: root, env: process.env },
    );
    const { code } = await diff.exited;
    const deprecated = deprecatedInDocument(previousDocument);
    const allowed =
      deprecated.length > 0
        ? `\n  deprecated by the previous release, free to go: ${deprecated.join(', ')}`
        : '';
    const corrections = correctionsOf(root, previousVersion);
    const unlisted = breakingChangesIn(diff.output()).filter(
      (change) => !corrections.changes.includes(change),
    );
    const corrected =
      code !== 0 && unlisted.length === 0
        ? `\n  every one a correction of ${previousVersion}'s document (openapi-corrections.json): ${corrections.why}`
        : '';
    return {
      compared: true,
      passed: code === 0 || unlisted.length === 0,
      output: `${diff.output().trim()}${allowed}${corrected}`,
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

function buildPrevious(ref) {
  const build = startChild(
    'build-release',
    [join(root, 'infra', 'release', 'build-release.mjs'), '--ref', ref],
    { cwd: root, env: process.env },
  );
  return build.exited.then(({ code }) => {
    const lines = build.output().trim().split('\n');
    for (const line of lines.filter((text) => text.startsWith('[build-release]'))) log(line);
    if (code !== 0) throw new Error(`building ${ref} failed:\n${build.output()}`);
    return lines.filter((text) => !text.startsWith('[build-release]')).at(-1);
  });
}

async function runMatrix(options) {
  const serverUrl = options.server ?? process.env.DATABASE_URL ?? DEFAULT_SERVER;
  const release = options.previous
    ? { version: options.previous, commit: options.previous }
    : previousRelease(root);
  log(`previous release ${release.version} (${release.commit.slice(0, 8)}) against this checkout`);
  const prefix = `bp_matrix_${Date.now().toString(36)}_${process.pid}`;
  const databases = { newSchema: `${prefix}_new_schema`, previousSchema: `${prefix}_previous_schema` };
  const current = codeOf('new', null);
  const urls = {
    newSchema: databaseUrl(serverUrl, databases.newSchema),
    previousSchema: databaseUrl(serverUrl, databases.previousSchema),
  };
  try {
    const [directory] = await Promise.all([
      buildPrevious(release.commit),
      onServer(serverUrl, `create database ${databases.previousSchema}`),
    ]);
    const previous = codeOf(`previous (${release.version})`, directory);
    // The database as the previous release left it: its migrations and the demo data.
    const onPrevious = {
      cwd: previous.cwd,
      env: productionEnvironment({ DATABASE_URL: urls.previousSchema }),
    };
    await runStep(`${previous.label} migrate`, previous.migrate, onPrevious);
    await runStep(`${previous.label} seed`, previous.seed, onPrevious);
    // A copy of it taken through this checkout's migrate step (its expand phase: the contract steps run
    // once no previous release serves), as a release's migrate step takes the live database.
    await onServer(serverUrl, `create database ${databases.newSchema} template ${databases.previousSchema}`);
    await runStep('new migrate', current.migrate, {
      cwd: current.cwd,
      env: productionEnvironment({ DATABASE_URL: urls.newSchema }),
    });
    log('databases ready: the previous schema with the demo data, and a copy migrated by this checkout');
    const cells = await Promise.all([
      runCell({
        name: 'a: previous API on the new schema',
        url: urls.newSchema,
        schemaLabel: "the previous release's database after this checkout's migrate step",
        apiCode: previous,
      }),
      runCell({
        name: 'b: new API on the previous schema',
        url: urls.previousSchema,
        schemaLabel: "the previous release's database",
        apiCode: current,
      }),
    ]);
    const [onNewSchema, onPreviousSchema] = cells;
    log(
      `the new schema has ${onNewSchema.migrations - onPreviousSchema.migrations} migration(s) the previous release lacks`,
    );
    const openApi = await compareOpenApi(
      onNewSchema.openApiDocument,
      onPreviousSchema.openApiDocument,
      release.version,
    );
    log(`OpenAPI: ${openApi.passed ? 'ok' : 'FAILED'}: ${openApi.output}`);
    for (const cell of cells.filter((each) => each.apiOutput))
      log(`(${cell.name}) the API's output:\n${cell.apiOutput}`);
    const passed = cells.every((cell) => cell.passed) && openApi.passed;
    return {
      previous: release,
      passed,
      seconds: Number(seconds()),
      cells: cells.map(({ openApiDocument, ...cell }) => ({
        ...cell,
        servedOpenApi: openApiDocument !== null,
      })),
      openApi,
    };
  } finally {
    for (const database of Object.values(databases))
      await onServer(serverUrl, `drop database if exists ${database} with (force)`).catch(() => undefined);
  }
}

let options;
try {
  options = readArguments(process.argv.slice(2));
} catch (error) {
  console.error(
    `${error.message}\nusage: node infra/release/old-new-matrix.mjs [--previous <ref>] [--server <postgres url>] [--report <file>]`,
  );
  process.exit(2);
}
try {
  const outcome = await runMatrix(options);
  if (options.report) writeFileSync(options.report, `${JSON.stringify(outcome, null, 2)}\n`);
  log(outcome.passed ? 'PASSED' : 'FAILED');
  process.exit(outcome.passed ? 0 : 1);
} catch (error) {
  log(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
