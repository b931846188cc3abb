import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import {
  attachScreenshot,
  isSeenWithin,
  pageScrollsSideways,
  PHONE_WIDTH,
  truncatedTexts,
} from '../support/layout';

const OWNER = 'owner@encore.test';

/**
 * The month list's booking lines: the items of each day's own list (the days are items too, and a day's venue
 * closures are items of a list inside its closures note, which this leaves out).
 */
function bookingLinesOf(list: Locator): Locator {
  return list.locator('li > ul > li');
}
/** Before the month list was made compact, the demo month was 13,663 px tall on a phone. */
const MAX_DEMO_MONTH_HEIGHT_PX = 5_000;
/** One line of a booking: the 2.75rem touch target and its border, with room for rounding. */
const MAX_LINE_HEIGHT_PX = 48;

test.describe('calendar on a phone (390 px)', () => {
  test.use({ viewport: { width: PHONE_WIDTH, height: 844 } });

  test('when the owner opens the calendar, then Pending Only is in sight and the demo month lists one line per booking with one menu each', async ({
    page,
  }, testInfo) => {
    await signIn(page, OWNER);
    const list = page.getByRole('region', { name: 'Month list' });
    const lines = bookingLinesOf(list);
    await expect(lines.first()).toBeVisible();

    const panel = page.getByRole('group', { name: 'Select Departments to Display' });
    expect(await isSeenWithin(panel, panel.getByRole('checkbox', { name: 'Pending Only' }))).toBe(true);

    await attachScreenshot(page, testInfo, `phone-${PHONE_WIDTH}`);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(MAX_DEMO_MONTH_HEIGHT_PX);
    expect(await pageScrollsSideways(page)).toBe(false);
    expect(await lines.count()).toBeGreaterThan(10);
    for (const line of await lines.all()) {
      expect((await line.boundingBox())?.height ?? Infinity).toBeLessThanOrEqual(MAX_LINE_HEIGHT_PX);
      await expect(line.getByRole('button')).toHaveCount(2);
      await expect(line.getByRole('button', { name: /^Actions for / })).toHaveAttribute(
        'aria-haspopup',
        'dialog',
      );
    }
    expect(await truncatedTexts(list, 'li li span')).toEqual([]);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    await lines
      .first()
      .getByRole('button', { name: /^Actions for / })
      .click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Advanced Duplicate' })).toBeVisible();
  });

  test('when Pending Only is ticked on a phone, then only pending bookings are listed', async ({ page }) => {
    await signIn(page, OWNER);
    const list = page.getByRole('region', { name: 'Month list' });
    await expect(list.getByRole('button', { name: /^Actions for / }).first()).toBeVisible();

    await page.getByRole('checkbox', { name: 'Pending Only' }).check();

    await expect(list.getByText('Pending', { exact: true }).first()).toBeVisible();
    const lines = bookingLinesOf(list);
    for (const line of await lines.all())
      await expect(line.getByText('Pending', { exact: true })).toBeVisible();
  });
});
