import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The old/new matrix for real (old-new-matrix.mjs): the previous release's API on the schema this
 * checkout migrates, and this checkout's API (MIGRATE_ON_START=false) on the previous release's schema,
 * each passing the smoke tests, and the OpenAPI documents compared. It needs a PostgreSQL server to
 * create its databases on: the one of DATABASE_URL (CI's PostgreSQL pass); without it, it is skipped.
 */
const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..', '..');
const MATRIX_SCRIPT = path.join(REPOSITORY_ROOT, 'infra', 'release', 'old-new-matrix.mjs');
/** A cold build of the previous release, two migrations and two API starts on a busy two-core machine. */
const MATRIX_TIMEOUT_MS = 240_000;

interface CheckResult {
  name: string;
  passed: boolean;
  detail: string;
}

interface MatrixReport {
  passed: boolean;
  previous: { version: string; commit: string };
  cells: {
    name: string;
    schema: string;
    api: string;
    schemaKept: boolean;
    passed: boolean;
    servedOpenApi: boolean;
    results: CheckResult[];
  }[];
  openApi: { compared: boolean; passed: boolean; output: string };
}

function runMatrix(reportFile: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [MATRIX_SCRIPT, '--report', reportFile], {
      cwd: REPOSITORY_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const databaseServer = process.env.DATABASE_URL;
const itWithServer = databaseServer ? it : it.skip;
if (!databaseServer)
  console.warn('DATABASE_URL not set: skipping the old/new release matrix (it needs a PostgreSQL server).');

describe('the previous release and this checkout together', () => {
  let directory: string;
  beforeAll(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-matrix-test-'));
  });
  afterAll(() => {
    fs.rmSync(directory, { recursive: true, force: true });
  });

  itWithServer(
    'serve each other’s schema through the smoke tests, and no route or field of the previous API is gone',
    async () => {
      const reportFile = path.join(directory, 'report.json');
      const { code, output } = await runMatrix(reportFile);
      if (!fs.existsSync(reportFile))
        throw new Error(`the matrix wrote no report (exit ${code}):\n${output}`);
      const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as MatrixReport;
      const failed = report.cells.flatMap((cell) =>
        cell.results.filter((result) => !result.passed).map((result) => `${cell.name}: ${result.name}`),
      );
      expect({ failed, exit: code }).toEqual({ failed: [], exit: report.passed ? 0 : 1 });
      expect(report.cells.map((cell) => [cell.name, cell.schemaKept, cell.passed])).toEqual([
        ['a: previous API on the new schema', true, true],
        ['b: new API on the previous schema', true, true],
      ]);
      // Every check ran in both directions (a check can only pass by answering as expected).
      const checkNames = report.cells.map((cell) => cell.results.map((result) => result.name));
      expect(checkNames[0]).toEqual(checkNames[1]);
      expect(checkNames[0]).toEqual(
        expect.arrayContaining([
          'sign-in as the demo owner',
          'patch with If-Match, then refused with the stale one',
        ]),
      );
      // The new API serves its document; the previous one's is compared unless that release had none.
      expect(report.cells[1]?.servedOpenApi).toBe(true);
      expect(report.openApi).toEqual(
        expect.objectContaining({ compared: report.cells[0]?.servedOpenApi, passed: true }),
      );
      expect(code).toBe(0);
    },
    MATRIX_TIMEOUT_MS,
  );
});
