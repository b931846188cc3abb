import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_REMOTE_RELEASES_PORT, E2E_REMOTES_MANIFEST_FILE } from '../support/environment';
import { expect, signIn, test } from '../support/fixtures';
import {
  buildAndRelease,
  copyRemotePackage,
  directoryFingerprint,
  readRelease,
  releasesOrigin,
  releaseWorkspaceBuild,
  replaceOnce,
  REPOSITORY_ROOT,
  setPackageFields,
  type ReleasesOrigin,
} from '../support/remote-releases';

/**
 * Independent releases of a remote (issue 8): the calendar is released as versions A and B on its own
 * origin, and the shell, never rebuilt, follows the manifest from one to the other and back. Builds
 * take a while on a busy machine, hence the long timeout of the set-up; none of it is a measurement.
 */
const BUILD_TIMEOUT_MS = 600_000;
const CALENDAR = 'mfe-calendar';
const OWNER = 'owner@encore.test';
const HEADING_A = 'Booking Calendar';
const HEADING_B = 'Booking Calendar (release B)';
/** A React no shell will have for a long time: the calendar built against it must be refused. */
const UNMET_REACT_RANGE = '^99.0.0';

/** Inside the repository (git-ignored), so the copied calendar resolves the repository's node_modules. */
const workDir = path.join(REPOSITORY_ROOT, 'e2e', '.remote-releases');
const releasesDir = path.join(workDir, 'releases');
const calendarReleases = path.join(releasesDir, CALENDAR);
const shellDist = path.join(REPOSITORY_ROOT, 'shell', 'dist');

type Manifest = Record<string, string>;

let builtInManifest: string;
let releases: ReleasesOrigin;
let shellBefore: { fingerprint: string; modified: number };
const versions = { a: '', b: '', unmetReact: '' };

function writeManifest(entries: Manifest): void {
  fs.writeFileSync(E2E_REMOTES_MANIFEST_FILE, `${JSON.stringify(entries, null, 2)}\n`);
}

/** The manifest the portal started with, with the calendar pointed at one of the test's releases. */
function pointCalendarAt(version: string): void {
  const manifest = JSON.parse(builtInManifest) as Manifest;
  writeManifest({ ...manifest, mfe_calendar: releases.manifestUrl(CALENDAR, version) });
}

function shellState(): { fingerprint: string; modified: number } {
  return {
    fingerprint: directoryFingerprint(shellDist),
    modified: fs.statSync(path.join(shellDist, 'index.html')).mtimeMs,
  };
}

/** The calendar release files the page loaded from the releases' origin (entry and chunks). */
function collectReleaseLoads(page: Page): string[] {
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${releases.origin}/`) && response.ok()) loaded.push(response.url());
  });
  return loaded;
}

async function expectCalendarPanel(page: Page): Promise<void> {
  const panel = page.getByRole('alert');
  await expect(panel.getByRole('heading', { name: 'The calendar could not be loaded' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
}

async function openUsers(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: /Users/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(BUILD_TIMEOUT_MS);
  builtInManifest = fs.readFileSync(E2E_REMOTES_MANIFEST_FILE, 'utf8');
  shellBefore = shellState();
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(calendarReleases, { recursive: true });

  // A: the calendar as `npm run build` left it, released by its own package's script.
  await releaseWorkspaceBuild(CALENDAR, calendarReleases);
  versions.a = (
    JSON.parse(fs.readFileSync(path.join(REPOSITORY_ROOT, CALENDAR, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

  // B: the calendar's sources with a visible change, built alone (the real package stays untouched).
  const copy = copyRemotePackage(CALENDAR, workDir);
  replaceOnce(
    path.join(copy, 'src/features/calendar/calendar-heading.ts'),
    `title: '${HEADING_A}'`,
    `title: '${HEADING_B}'`,
  );
  versions.b = `${versions.a}-e2e.b`;
  setPackageFields(copy, { version: versions.b });
  await buildAndRelease(copy, calendarReleases);

  // The same calendar built against a React range the shell cannot meet.
  fs.writeFileSync(
    path.join(copy, 'webpack.unmet-react.config.js'),
    [
      "const { createRemoteWebpackConfig } = require('../shell/federation/remote-webpack-config');",
      "const { remoteShared } = require('../shell/federation/shared');",
      'const shared = remoteShared();',
      `shared.react = { ...shared.react, requiredVersion: '${UNMET_REACT_RANGE}' };`,
      "module.exports = createRemoteWebpackConfig({ packageDir: __dirname, name: 'mfe_calendar', shared });",
      '',
    ].join('\n'),
  );
  versions.unmetReact = `${versions.a}-e2e.unmet-react`;
  setPackageFields(copy, {
    version: versions.unmetReact,
    buildScript: 'webpack --mode production --config webpack.unmet-react.config.js',
  });
  await buildAndRelease(copy, calendarReleases);

  releases = releasesOrigin(releasesDir, '127.0.0.1', E2E_REMOTE_RELEASES_PORT);
  await releases.start();
});

test.afterAll(async () => {
  // Other spec files expect the portal's own remotes.
  if (builtInManifest !== undefined) fs.writeFileSync(E2E_REMOTES_MANIFEST_FILE, builtInManifest);
  await releases?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

test('when a remote is released, then its release holds the entry, the federation manifest and a record of what it is', () => {
  for (const version of [versions.a, versions.b]) {
    const release = readRelease(calendarReleases, version);
    expect(release).toMatchObject({
      name: '@booking-portal/mfe-calendar',
      container: 'mfe_calendar',
      version,
    });
    expect(release.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(Number.isNaN(Date.parse(release.builtAt))).toBe(false);
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      expect(fs.existsSync(path.join(calendarReleases, version, file)), file).toBe(true);
      expect(release.sha256[file]).toMatch(/^[0-9a-f]{64}$/);
    }
  }
  // B was built from a copy outside version control: its commit alone does not say what it holds.
  expect(readRelease(calendarReleases, versions.b).uncommittedChanges).toBe(true);
  expect(readRelease(calendarReleases, versions.a).sha256['remoteEntry.js']).not.toBe(
    readRelease(calendarReleases, versions.b).sha256['remoteEntry.js'],
  );
});

test('when the manifest points the calendar at release B on another origin, then the shell, not rebuilt, shows B after a reload, and pointing back at A rolls it back', async ({
  page,
}) => {
  const loaded = collectReleaseLoads(page);
  pointCalendarAt(versions.a);
  await signIn(page, OWNER);
  await expect(page.getByRole('heading', { level: 1, name: HEADING_A, exact: true })).toBeVisible();
  expect(loaded).toContain(`${releases.origin}/${CALENDAR}/${versions.a}/remoteEntry.js`);

  pointCalendarAt(versions.b);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HEADING_B })).toBeVisible();
  expect(loaded).toContain(`${releases.origin}/${CALENDAR}/${versions.b}/remoteEntry.js`);

  pointCalendarAt(versions.a);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HEADING_A, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: HEADING_B })).toHaveCount(0);

  expect(shellState(), 'shell/dist is the same build throughout').toEqual(shellBefore);
});

test("when the calendar's origin is unreachable, then its place shows the error panel with retry, the other routes keep working, and retry loads it once the origin is back", async ({
  page,
}) => {
  pointCalendarAt(versions.b);
  await releases.stop();
  await signIn(page, OWNER);
  await expectCalendarPanel(page);

  await openUsers(page);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /Calendar/ })
    .click();
  await expectCalendarPanel(page);

  await releases.start();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: HEADING_B })).toBeVisible();
});

/** Federation's refusal of the release: the loud failure the next test provokes on purpose. */
const UNMET_REACT_REFUSAL = new RegExp(
  `shared singleton module react does not satisfy.*${UNMET_REACT_RANGE.replace(/[.^]/g, '\\$&')}`,
);

test.describe('a release built against another React', () => {
  test.use({ allowedPageErrors: [UNMET_REACT_REFUSAL] });

  test('when a calendar release needs a React the shell does not provide, then it fails loudly naming react, with the error panel and retry in its place, never a second React', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    pointCalendarAt(versions.unmetReact);

    await signIn(page, OWNER);
    await expectCalendarPanel(page);
    await page.getByRole('alert').getByText('Technical details').click();
    await expect(page.getByRole('alert').getByText(UNMET_REACT_REFUSAL)).toBeVisible();
    expect(
      problems.filter((problem) => UNMET_REACT_REFUSAL.test(problem)),
      problems.join('\n'),
    ).not.toEqual([]);
    expect(
      problems.filter((problem) => /Invalid hook call|more than one copy of React/i.test(problem)),
    ).toEqual([]);
    await expect(page.getByRole('heading', { name: HEADING_A })).toHaveCount(0);

    await openUsers(page);
  });
});
