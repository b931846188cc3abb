import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { attachScreenshot, DESKTOP_WIDTHS, monthChipProblems } from '../support/layout';

const OWNER = 'owner@encore.test';
/** The demo month's grid is taller than a laptop screen: the checks measure the whole page. */
const WINDOW_HEIGHT = 1000;
/**
 * README.md shows the month view at 1280 px: `E2E_README_IMAGES=1 npx playwright test -c
 * e2e/playwright.config.ts calendar-month-layout` takes it again from the production build and demo data.
 */
const README_IMAGE = join(__dirname, '..', '..', 'docs', 'images', 'month-view-1280.png');

async function openDemoMonth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: WINDOW_HEIGHT });
  await signIn(page, OWNER);
  await expect(page.locator('.month-day .month-event').first()).toBeVisible();
}

/** Whether the element shows that it has the keyboard focus: a :focus-visible outline of 2 px or more. */
function showsFocus(element: Locator): Promise<boolean> {
  return element.evaluate((target) => {
    const style = getComputedStyle(target);
    return (
      target.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
    );
  });
}

test.describe('month view read at a glance', () => {
  for (const width of DESKTOP_WIDTHS) {
    test(`when the demo month is shown at ${width} px, then every chip shows its title and stays inside its day cell`, async ({
      page,
    }, testInfo) => {
      await openDemoMonth(page, width);

      await attachScreenshot(page, testInfo, `month-${width}`);
      if (width === 1280 && process.env.E2E_README_IMAGES === '1') {
        await page.getByRole('button', { name: 'Dismiss notification' }).click();
        await page.mouse.move(0, 0);
        mkdirSync(dirname(README_IMAGE), { recursive: true });
        await page.screenshot({ path: README_IMAGE, fullPage: true });
      }
      expect(await monthChipProblems(page)).toEqual([]);
    });
  }

  test('when a writer enters edit mode at 1024 px, then every chip keeps its title, checkbox and Move inside its day cell', async ({
    page,
  }, testInfo) => {
    await openDemoMonth(page, 1024);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Move / }).first()).toBeVisible();

    await attachScreenshot(page, testInfo, 'month-1024-edit-mode');
    expect(await monthChipProblems(page)).toEqual([]);
  });

  test('when the window is 768 px wide, then no chip or control spills into the next day', async ({
    page,
  }, testInfo) => {
    await openDemoMonth(page, 768);

    await attachScreenshot(page, testInfo, 'month-768');
    const problems = await monthChipProblems(page);
    expect(problems.filter((problem) => !problem.includes('characters of its department'))).toEqual([]);
  });
});

test.describe('month view by keyboard', () => {
  test('when a writer tabs to a booking’s ⋯ and presses Enter, or in edit mode presses Space on its checkbox and Enter on Move, then each works with its focus showing', async ({
    page,
  }) => {
    await openDemoMonth(page, 1280);
    const chip = page.locator('.month-day .month-event:not(.booking-more)').first();

    await chip.focus();
    await page.keyboard.press('Tab');
    const menuButton = chip.getByRole('button', { name: /^Actions for / });
    await expect(menuButton).toBeFocused();
    expect(await showsFocus(menuButton)).toBe(true);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('button', { name: 'Advanced Duplicate' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await chip.focus();
    await page.keyboard.press('Tab');
    const checkbox = chip.getByRole('checkbox', { name: /^Select / });
    await expect(checkbox).toBeFocused();
    expect(await showsFocus(checkbox)).toBe(true);
    await page.keyboard.press('Space');
    await expect(checkbox).toBeChecked();
    await expect(page.getByRole('button', { name: 'Delete (1)' })).toBeEnabled();
    await page.keyboard.press('Space');
    await expect(checkbox).not.toBeChecked();

    await page.keyboard.press('Tab');
    const move = chip.getByRole('button', { name: /^Move / });
    await expect(move).toBeFocused();
    expect(await showsFocus(move)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: /^Move / })).toBeVisible();
  });
});
