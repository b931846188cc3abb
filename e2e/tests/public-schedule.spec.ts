import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Locator, Page, Response } from '@playwright/test';
import moment from 'moment';
import { apiSignedInAs } from '../support/api-as';
import { createBooking, timeLabel } from '../support/calendar';
import { E2E_BASE_URL, E2E_RESORT_SITE_URL } from '../support/environment';
import { expect, test } from '../support/fixtures';

const OWNER = 'owner@encore.test';
const TITLE = 'Performance Schedule';
/** A browser gives an iframe without a height attribute 150 px. */
const DEFAULT_IFRAME_HEIGHT = 150;
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1350, height: 940 };
/**
 * The space the resort page's rule (docs/CONFIGURATION.md, 'The public schedule on other sites') and the element hold for the schedule:
 * its least height once loaded (SCHEDULE_MIN_HEIGHT_PX in mfe-public).
 */
const SCHEDULE_MIN_HEIGHT = 870;
/**
 * Public-schedule tests book three months ahead: the demo data fills the current and the next
 * month and the calendar tests use the month after, so nothing else lands on this day.
 */
const PUBLIC_TEST_DAY = moment().add(3, 'months').startOf('month').date(17);

type Scope = Page | FrameLocator | Locator;

/**
 * The venue's today, the day its schedule marks and opens on: by the venue's clock, not the test
 * machine's (between midnight UTC and the venue's midnight the two name different days).
 */
async function venueToday(page: Page): Promise<moment.Moment> {
  const venue = (await (await page.request.get(`${E2E_BASE_URL}/api/public/venue`)).json()) as {
    timeZone: string;
  };
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone: venue.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return moment(date, 'YYYY-MM-DD');
}

async function expectNoViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** The portal's answers that tried to set a cookie, seen from the page's side. */
function collectCookieSetters(page: Page): string[] {
  const setters: string[] = [];
  page.on('response', (response: Response) => {
    void response.headerValue('set-cookie').then((value) => {
      if (value !== null) setters.push(response.url());
    });
  });
  return setters;
}

function scheduleHeading(scope: Scope): Locator {
  return scope.getByRole('heading', { name: TITLE });
}

function resortSchedule(page: Page): { script: Locator; frame: FrameLocator; iframe: Locator } {
  const iframe = page.locator('iframe[src$="/embed/schedule"]');
  return {
    script: page.locator('booking-portal-schedule'),
    frame: page.frameLocator('iframe[src$="/embed/schedule"]'),
    iframe,
  };
}

/** Installed before the page loads: every layout shift of the top page, as the Core Web Vitals count them. */
function recordLayoutShifts(): void {
  const shifts: number[] = [];
  Object.assign(window, { recordedLayoutShifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) shifts.push(entry.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function recordedLayoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { recordedLayoutShifts: number[] }).recordedLayoutShifts);
}

async function heightOf(element: Locator): Promise<number> {
  return (await element.boundingBox())?.height ?? 0;
}

/**
 * How far the iframe's height is from its content's: the content's own height, and the page's scroll
 * height (a frame too short would scroll inside, one too tall would leave a gap). 0 means a fit.
 */
async function misfitOf(iframe: Locator, frame: FrameLocator): Promise<number> {
  const frameHeight = await heightOf(iframe);
  const content = await frame.locator('body').evaluate((body) => ({
    height: body.getBoundingClientRect().height,
    scrollHeight: body.ownerDocument.documentElement.scrollHeight,
  }));
  return Math.max(Math.abs(frameHeight - content.height), Math.abs(frameHeight - content.scrollHeight));
}

/** Steps the public month calendar to PUBLIC_TEST_DAY's month, selects that day and returns its list. */
async function showPublicTestDay(scope: Scope): Promise<Locator> {
  for (let step = 0; step < 3; step += 1) {
    await scope.getByRole('button', { name: 'Next month', exact: true }).click();
  }
  await expect(scope.getByRole('heading', { name: PUBLIC_TEST_DAY.format('MMMM YYYY') })).toBeVisible();
  const dayLabel = PUBLIC_TEST_DAY.format('dddd, MMMM D, YYYY');
  await scope.getByRole('button', { name: new RegExp(`^${dayLabel}(, has performances)?$`) }).click();
  return scope.getByRole('region', { name: `Performances on ${dayLabel}` });
}

test.describe('the public schedule at /public', () => {
  test('when a visitor opens /public without signing in, then the schedule and its calendar show', async ({
    page,
  }) => {
    await page.goto('/public');

    await expect(page).toHaveURL(/\/public$/);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText('Palm Cove Beach Resort').first()).toBeVisible();
    await expect(page.getByText("This Week's Performances")).toBeVisible();
    const today = await venueToday(page);
    const calendar = page.getByRole('grid', { name: today.format('MMMM YYYY') });
    await expect(calendar).toBeVisible();
    await expect(calendar.getByRole('columnheader')).toHaveCount(7);
    await expect(calendar.getByRole('columnheader').first()).toHaveText('Sun');
    await expect(calendar.locator('[aria-current="date"]')).toHaveAccessibleName(
      new RegExp(`^${today.format('dddd, MMMM D, YYYY')}`),
    );
    // The demo data's confirmed bookings of this month: their days carry a dot.
    await expect(calendar.getByRole('button', { name: /, has performances$/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous month', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next month', exact: true })).toBeVisible();
    expect(await page.context().cookies()).toEqual([]);
  });

  test('when the owner confirms one booking and leaves another pending, then after a reload only the confirmed one is public', async ({
    page,
  }) => {
    const date = PUBLIC_TEST_DAY.format('YYYY-MM-DD');
    // The page is open before the bookings exist. It never shows their month before the reload: the
    // API lets a browser keep what it read for 5 minutes (docs/PRODUCT.md section 9), so it would not ask again.
    await page.goto('/public');
    await expect(scheduleHeading(page)).toBeVisible();

    const owner = await apiSignedInAs(OWNER);
    const confirmed = await createBooking(owner, {
      date,
      time: '18:30',
      duration: 90,
      department: 'Lobby Bar',
      status: 'confirmed',
    });
    await createBooking(owner, { date, time: '21:00', department: 'The Grill', status: 'pending' });
    await owner.dispose();

    await page.reload();
    const day = await showPublicTestDay(page);

    const performance = day.getByRole('article');
    await expect(performance).toHaveCount(1);
    await expect(performance.getByRole('heading', { name: 'Lobby Bar' })).toBeVisible();
    await expect(performance).toContainText(`${timeLabel(confirmed.time)} – 8:00 PM`);
    await expect(day).not.toContainText('The Grill');
    await expect(day).not.toContainText('9:00 PM');
    await expect(
      page.getByRole('button', { name: `${PUBLIC_TEST_DAY.format('dddd, MMMM D, YYYY')}, has performances` }),
    ).toBeVisible();
  });

  test('when axe-core checks /public, then there are no violations', async ({ page }) => {
    await page.goto('/public');
    await expect(scheduleHeading(page)).toBeVisible();

    await expectNoViolations(page);
  });

  test('when /public is opened at phone width, then it fits the screen without sideways scrolling', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/public');
    await expect(scheduleHeading(page)).toBeVisible();
    const today = await venueToday(page);
    const calendar = page.getByRole('grid', { name: today.format('MMMM YYYY') });
    await calendar.scrollIntoViewIfNeeded();
    const calendarBox = await calendar.boundingBox();
    expect(calendarBox?.x).toBeGreaterThanOrEqual(0);
    expect((calendarBox?.x ?? 0) + (calendarBox?.width ?? Infinity)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('button', { name: 'Next month', exact: true }).click();
    await expect(
      page.getByRole('grid', { name: today.clone().add(1, 'month').format('MMMM YYYY') }),
    ).toBeVisible();

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("the embeds on the resort's own site (another origin)", () => {
  test('when the resort page loads, then the script embed and the iframe embed both show the schedule', async ({
    page,
  }) => {
    const cookieSetters = collectCookieSetters(page);
    const crossOriginVisit = page.waitForResponse(
      async (response) =>
        response.url() === `${E2E_BASE_URL}/api/public/visits` &&
        (await response.request().headerValue('origin')) === E2E_RESORT_SITE_URL,
    );
    await page.goto(E2E_RESORT_SITE_URL);
    const embeds = resortSchedule(page);

    await expect(page.getByRole('heading', { level: 1, name: /Palm Cove Beach Resort/ })).toBeVisible();
    await expect(scheduleHeading(embeds.script)).toBeVisible();
    await expect(scheduleHeading(embeds.frame)).toBeVisible();
    expect((await crossOriginVisit).status()).toBe(204);
    expect(await page.context().cookies()).toEqual([]);
    expect(cookieSetters).toEqual([]);
  });

  test('when the iframe page has loaded, then the host script sizes the iframe to its content, and follows it', async ({
    page,
  }) => {
    await page.goto(E2E_RESORT_SITE_URL);
    const { frame, iframe } = resortSchedule(page);
    // Chromium pauses the rendering (and so the ResizeObserver) of a cross-origin frame off screen.
    await iframe.scrollIntoViewIfNeeded();
    await expect(scheduleHeading(frame)).toBeVisible();

    await expect.poll(() => heightOf(iframe)).toBeGreaterThan(DEFAULT_IFRAME_HEIGHT);
    await expect.poll(() => misfitOf(iframe, frame)).toBeLessThanOrEqual(1);

    const expanded = await heightOf(iframe);
    await frame.getByRole('button', { name: "This Week's Performances" }).click();
    await expect.poll(() => heightOf(iframe)).toBeLessThan(expanded);
    await expect.poll(() => misfitOf(iframe, frame)).toBeLessThanOrEqual(1);
  });

  test('when axe-core checks a resort page with the script embed, one with the iframe embed, and the iframe page, then there are no violations', async ({
    page,
  }) => {
    // One schedule per page, as a resort would embed it: two copies on one page repeat its landmarks.
    await page.goto(`${E2E_RESORT_SITE_URL}/?embed=script`);
    await expect(scheduleHeading(resortSchedule(page).script)).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoViolations(page);

    await page.goto(`${E2E_RESORT_SITE_URL}/?embed=frame`);
    const { frame, iframe } = resortSchedule(page);
    await iframe.scrollIntoViewIfNeeded();
    await expect(scheduleHeading(frame)).toBeVisible();
    await expect(page.locator('booking-portal-schedule')).toHaveCount(0);
    await expectNoViolations(page);

    await page.goto(`${E2E_BASE_URL}/embed/schedule`);
    await expect(scheduleHeading(page)).toBeVisible();
    await expectNoViolations(page);
  });

  for (const [screen, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`when the resort page loads the script embed on a ${screen}, then its space is held before the script arrives and nothing on the page shifts`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(recordLayoutShifts);
      let releaseScript: () => void = () => undefined;
      const scriptReleased = new Promise<void>((resolve) => {
        releaseScript = resolve;
      });
      await page.route('**/embed/booking-schedule.js', async (route) => {
        await scriptReleased;
        await route.continue();
      });
      await page.goto(`${E2E_RESORT_SITE_URL}/?embed=script`, { waitUntil: 'commit' });
      const schedule = resortSchedule(page).script;
      await expect(page.locator('body > footer')).toBeAttached();

      // Not yet defined, the element is what the page's own rule makes it.
      expect(await schedule.evaluate((element) => customElements.get(element.localName))).toBeUndefined();
      expect(await heightOf(schedule)).toBe(SCHEDULE_MIN_HEIGHT);

      releaseScript();
      await expect(scheduleHeading(schedule)).toBeVisible();
      await expect(schedule.getByRole('grid')).toBeVisible();
      await expect(schedule.getByText('Loading performances…')).toHaveCount(0);
      expect(await heightOf(schedule)).toBeGreaterThanOrEqual(SCHEDULE_MIN_HEIGHT);
      expect(await recordedLayoutShifts(page)).toEqual([]);
    });
  }

  test('when the resort page is opened at phone width, then both embeds fit the screen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(E2E_RESORT_SITE_URL);
    const embeds = resortSchedule(page);
    await expect(scheduleHeading(embeds.script)).toBeVisible();
    await expect(scheduleHeading(embeds.frame)).toBeVisible();

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const frameOverflow = await embeds.frame
      .locator('html')
      .evaluate((html) => html.scrollWidth - html.clientWidth);
    expect(frameOverflow).toBeLessThanOrEqual(0);
  });
});
