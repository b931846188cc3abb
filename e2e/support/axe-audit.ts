import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { PHONE_WIDTH } from './layout';

/** The desktop widths the accessibility matrix reads every screen at, the commonest first. */
export const AUDIT_DESKTOP_WIDTHS = [1280, 1024, 1920] as const;
/** Every width of the matrix: the desktops and a phone. */
export const AUDIT_WIDTHS = [...AUDIT_DESKTOP_WIDTHS, PHONE_WIDTH] as const;
const AUDIT_HEIGHT = 900;

/** Resizes the window to a width of the matrix (the same height at every width). */
export function resizeTo(page: Page, width: number): Promise<void> {
  return page.setViewportSize({ width, height: AUDIT_HEIGHT });
}

/**
 * Waits until the screen stands still: nothing says it is loading and every finite animation (a
 * dialog's fade, a toast's slide) has finished, so axe measures the colours a person ends up seeing.
 */
export async function settledScreen(page: Page): Promise<void> {
  await expect(page.getByText(/^Loading\b/).filter({ visible: true })).toHaveCount(0);
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Runs axe over one page at several widths, resizing the same page (no new sign-in). Each screen and
 * width is a soft expectation of no violations, named 'Month view at 1024 px', so one run lists all
 * that fail, in words ('color-contrast (...) on .month-day').
 */
export class AxeAudit {
  constructor(private readonly page: Page) {}

  /**
   * Checks the page as it is at each width. With `within` only that part is checked (a dialog, whose
   * page behind has been checked on its own); `settled` waits for what the screen must show first.
   */
  async check(
    screen: string,
    widths: readonly number[],
    options: { within?: Locator; settled?: () => Promise<void> } = {},
  ): Promise<void> {
    for (const width of widths) {
      await resizeTo(this.page, width);
      await settledScreen(this.page);
      if (options.within) await expect(options.within).toBeVisible();
      await options.settled?.();
      // Only the violations are read: axe then skips gathering every passing node, much of its time.
      let builder = new AxeBuilder({ page: this.page }).options({ resultTypes: ['violations'] });
      if (options.within) builder = builder.include(await selectorOf(options.within));
      const results = await builder.analyze();
      const found = results.violations.map((violation) => {
        const where = violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ');
        return `${violation.id} (${violation.help}) on ${where}`;
      });
      // Soft: the run goes on to the other screens and widths and reports every one that fails.
      expect.soft(found, `${screen} at ${width} px`).toEqual([]);
    }
  }

  /**
   * Opens a dialog at the first width (where its button is), checks it at each width, and closes it
   * with Escape as a keyboard user would.
   */
  async checkDialog(
    screen: string,
    widths: readonly number[],
    open: () => Promise<void>,
    dialog: Locator,
  ): Promise<void> {
    const [firstWidth] = widths;
    if (firstWidth !== undefined) await resizeTo(this.page, firstWidth);
    await open();
    await this.check(screen, widths, { within: dialog });
    await this.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

/** A CSS selector naming the one element the locator finds, for axe's include. */
async function selectorOf(locator: Locator): Promise<string> {
  const marker = 'data-axe-audit';
  await locator.page().evaluate((name) => {
    for (const marked of document.querySelectorAll(`[${name}]`)) marked.removeAttribute(name);
  }, marker);
  await locator.evaluate((element, name) => element.setAttribute(name, ''), marker);
  return `[${marker}]`;
}
