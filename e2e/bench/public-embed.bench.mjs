/**
 * The public schedule's embeds on the demo resort site (infra/local/resort-site, another origin than
 * the portal): bytes from the network and the host page's LCP, TBT and CLS, in headless Chromium with
 * an empty cache, against the same host page without the embed measured in the same run. One benchmark
 * per embed: the script with its custom element, and the iframe page sized by the host script.
 */
import { startResortSite } from '../../infra/local/resort-site/server.mjs';
import { launchBenchChromium } from './bench-browser.mjs';
import { medianFigures } from './bench-figures.mjs';
import { byteFigures, recordResponses } from './page-responses.mjs';
import { collectVitalEntries, readVitals } from './page-vitals.mjs';
import { startPortal } from './portal-process.mjs';

const PORTAL_PORT = 8296;
const RESORT_PORT = 8297;
const PORTAL_ORIGIN = `http://127.0.0.1:${PORTAL_PORT}`;
// localhost against the portal's 127.0.0.1: another site, as a resort's own website is.
const RESORT_ORIGIN = `http://localhost:${RESORT_PORT}`;
const ROUNDS = 5;
/** Lighthouse's desktop screen. */
const VIEWPORT = { width: 1350, height: 940 };
/** Quiet time after the schedule has loaded, for late shifts and long tasks to be reported. */
const SETTLE_MS = 1000;
/** The iframe's height before the host script sizes it (a browser's default). */
const DEFAULT_IFRAME_HEIGHT = 150;
/** docs/ARCHITECTURE.md section 6. */
const EMBED_BUDGET_KB = 100;
/** Google's "good" Core Web Vitals thresholds (TBT as Lighthouse's lab stand-in for INP): not docs/ARCHITECTURE.md's. */
const GOOD = { lcpMs: 2500, tbtMs: 200, cls: 0.1 };
const FEDERATION_FILES = /\/(remoteEntry\.js|mf-manifest\.json|remotes\.json)$/;

const EMBEDS = {
  script: {
    name: 'Public embed: script (<booking-portal-schedule>)',
    files: '/embed/booking-schedule.js',
    scheduleIn: (page) => page.locator('booking-portal-schedule'),
    async settled() {},
  },
  frame: {
    name: 'Public embed: iframe (/embed/schedule)',
    files: '/embed/frame-resizer.js, then /embed/schedule and its script',
    scheduleIn: (page) => page.frameLocator('iframe[src$="/embed/schedule"]'),
    async settled(page) {
      await page.waitForFunction(
        (defaultHeight) => document.querySelector('iframe')?.getBoundingClientRect().height > defaultHeight,
        DEFAULT_IFRAME_HEIGHT,
      );
    },
  },
};

/** The schedule has read its bookings: its heading is there and its loading line has gone. */
async function scheduleLoaded(scope) {
  await scope.getByRole('heading', { name: 'Performance Schedule' }).waitFor();
  await scope.getByText('Loading performances…').first().waitFor({ state: 'detached' });
}

function usesFederation(responses) {
  return responses.some(
    (response) =>
      FEDERATION_FILES.test(new URL(response.url).pathname) ||
      (response.javascript && response.body.includes('__FEDERATION__')),
  );
}

/** One load of the resort page with `mode`'s embed ('none': without any) from an empty cache. */
async function loadResortPage(browser, mode) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.addInitScript(collectVitalEntries);
    const recorder = recordResponses(page);
    await page.goto(`${RESORT_ORIGIN}/?embed=${mode}`, { waitUntil: 'load' });
    const embed = EMBEDS[mode];
    if (embed !== undefined) {
      await scheduleLoaded(embed.scheduleIn(page));
      await embed.settled(page);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const vitals = await readVitals(page);
    const responses = await recorder.responses();
    const fromPortal = responses.filter((response) => new URL(response.url).origin === PORTAL_ORIGIN);
    const all = byteFigures(responses);
    const embedBytes = byteFigures(fromPortal);
    const figures = {
      requests: all.requests,
      totalWireKb: all.totalWireKb,
      lcpMs: vitals.lcpMs,
      tbtMs: vitals.tbtMs,
      cls: vitals.cls,
    };
    if (embed === undefined) return { figures, federation: false };
    return {
      figures: {
        ...figures,
        embedJsGzipKb: embedBytes.jsGzipKb,
        embedGzipKb: embedBytes.totalGzipKb,
        embedWireKb: embedBytes.totalWireKb,
      },
      federation: usesFederation(fromPortal),
    };
  } finally {
    await context.close();
  }
}

async function benchEmbed(mode, { databaseUrl }) {
  const embed = EMBEDS[mode];
  const portal = await startPortal({
    databaseUrl,
    port: PORTAL_PORT,
    env: { EMBED_ALLOWED_ORIGINS: RESORT_ORIGIN },
  });
  const resortSite = await startResortSite({ port: RESORT_PORT, portalOrigin: PORTAL_ORIGIN });
  const browser = await launchBenchChromium();
  try {
    const withoutEmbed = [];
    const withEmbed = [];
    // Alternating, so a busy moment of the shared cores falls on both sides.
    for (let round = 0; round < ROUNDS; round += 1) {
      withoutEmbed.push(await loadResortPage(browser, 'none'));
      withEmbed.push(await loadResortPage(browser, mode));
    }
    const baseline = medianFigures(
      withoutEmbed.map((load) => load.figures),
      { cls: 3 },
    );
    const measured = medianFigures(
      withEmbed.map((load) => load.figures),
      { cls: 3 },
    );
    const federationFree = withEmbed.every((load) => !load.federation);
    return {
      name: embed.name,
      detail:
        `the demo resort site (${RESORT_ORIGIN}/?embed=${mode}) embedding the public schedule from the portal ` +
        `(${PORTAL_ORIGIN}, another site) in headless Chromium, ${VIEWPORT.width}x${VIEWPORT.height}, empty cache, ` +
        `no CPU or network throttling (lab figures on loopback: a phone on a mobile network does worse); embed = ` +
        `the responses from the portal's origin (${embed.files}, the schedule's reads and its site visit), gzip = ` +
        `decoded bodies gzipped at level 9 (the portal sends the build's .br copies of its files; its API answers ` +
        `uncompressed), wire = headers and body as sent; LCP, CLS ` +
        `(largest 1 s/5 s session window, shifts after input excluded) and TBT (the part beyond 50 ms of each long ` +
        `task between FCP and the end) from the host page's PerformanceObserver entries, read once the schedule ` +
        `has loaded, the network has been idle and ${SETTLE_MS} ms more have passed` +
        (mode === 'frame'
          ? `; the frame is another site, so its own paints and tasks are not the host page's (as in Google's figures)`
          : '') +
        `; median of ${ROUNDS} loads each, alternating with the baseline. LCP/TBT/CLS bars are Google's "good" ` +
        `Core Web Vitals thresholds, not docs/ARCHITECTURE.md's`,
      baselineName: 'the same host page without the embed (/?embed=none)',
      baseline,
      measured,
      bars: [
        {
          label: 'embed JavaScript (gzip)',
          required: `<= ${EMBED_BUDGET_KB} KB`,
          met: measured.embedJsGzipKb <= EMBED_BUDGET_KB,
        },
        { label: 'no federation runtime loaded', required: 'yes', met: federationFree },
        { label: 'LCP (Google)', required: `<= ${GOOD.lcpMs / 1000} s`, met: measured.lcpMs <= GOOD.lcpMs },
        { label: 'TBT (Google)', required: `<= ${GOOD.tbtMs} ms`, met: measured.tbtMs <= GOOD.tbtMs },
        { label: 'CLS (Google)', required: `<= ${GOOD.cls}`, met: measured.cls <= GOOD.cls },
      ],
    };
  } finally {
    await browser.close();
    await new Promise((resolve) => resortSite.close(resolve));
    await portal.stop();
  }
}

export function benchScriptEmbed(options) {
  return benchEmbed('script', options);
}

export function benchFrameEmbed(options) {
  return benchEmbed('frame', options);
}
