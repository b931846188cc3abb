import type { Page } from '@playwright/test';
import { apiSignedInAs } from '../support/api-as';
import { TEST_MONTH, createBooking, showTestMonth, testDate } from '../support/calendar';
import { expect, signIn, test } from '../support/fixtures';
import { attachScreenshot, clippedElements, DESKTOP_WIDTHS } from '../support/layout';

const OWNER = 'owner@encore.test';
/** A Wednesday of the test month with nothing else booked: its 7:00 PM slot holds the five below. */
const DENSE_DAY = 13;
const OVERLAPPING = [
  { ensemble: 'Quartet', department: 'Gumbo Limbo', time: '19:00' },
  { ensemble: 'Duo', department: 'Pool/Sofra', time: '19:00' },
  { ensemble: 'Duo', department: 'Gumbo Limbo', time: '19:30' },
  { ensemble: 'Trio', department: 'Lobby Bar', time: '19:30' },
  { ensemble: 'Solo', department: 'The Grill', time: '19:45' },
] as const;

/** The week of the dense day, opened from its day in the month grid. */
async function openDenseWeek(page: Page): Promise<void> {
  await showTestMonth(page);
  await page.locator(`.month-day[data-date="${testDate(DENSE_DAY)}"] .month-day-number`).click();
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Week of / })).toBeVisible();
}

test('when five one-hour bookings overlap in a week slot, then at every width the main block’s title, each chip’s department and +N more read in full', async ({
  page,
}, testInfo) => {
  const api = await apiSignedInAs(OWNER);
  for (const { ensemble, department, time } of OVERLAPPING) {
    await createBooking(api, { date: testDate(DENSE_DAY), time, department, ensemble, duration: 60 });
  }
  await page.setViewportSize({ width: DESKTOP_WIDTHS[0], height: 1000 });
  await signIn(page, OWNER);
  await openDenseWeek(page);

  const slot = page.locator(`.week-day[data-date="${testDate(DENSE_DAY)}"] .week-slot`);
  const chips = slot.getByRole('button', { name: /^Show / });
  for (const width of DESKTOP_WIDTHS) {
    await page.setViewportSize({ width, height: 1000 });
    await slot.scrollIntoViewIfNeeded();
    await expect(chips).toHaveCount(2);
    await attachScreenshot(page, testInfo, `week-${TEST_MONTH.format('YYYY-MM')}-${width}`);

    // By time, then title: 'Duo - Pool/Sofra' leads its slot; the 7:00 PM Quartet and 7:30 PM Duo follow as chips.
    await expect(slot.getByText('Duo - Pool/Sofra', { exact: true })).toBeVisible();
    await expect(chips.nth(0)).toHaveText('Gumbo Limbo');
    await expect(chips.nth(0)).toHaveAttribute('title', 'Show Quartet - Gumbo Limbo at 7:00 PM');
    await expect(chips.nth(1)).toHaveText('Gumbo Limbo');
    await expect(chips.nth(1)).toHaveAttribute('title', 'Show Duo - Gumbo Limbo at 7:30 PM');
    await expect(slot.getByRole('button', { name: '+2 more' })).toBeVisible();
    expect(
      await clippedElements(
        slot,
        'button[title="Open this day"] > span:first-child, button[aria-label^="Show "] > span, button[title^="Open this day to see"]',
      ),
      `at ${width} px`,
    ).toEqual([]);
  }
});
