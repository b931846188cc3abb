import type { Locator, Page, TestInfo } from '@playwright/test';

/**
 * Layout checks that look at a screen as a person does, by measuring the boxes the browser laid out
 * (getBoundingClientRect, scrollWidth against clientWidth), never by comparing pixels. Each check
 * returns the problems it found in words, so a failing test says which booking overflows where.
 */

/** Sub-pixel rounding of borders and zoom: a box this much past another still counts as inside it. */
const LAYOUT_TOLERANCE_PX = 0.5;

/** The widths a person reads the calendar at: the desktops of the issue, and a phone. */
export const DESKTOP_WIDTHS = [1024, 1280, 1440, 1920] as const;
export const PHONE_WIDTH = 390;

/** Saves a full-page screenshot beside the test's results and attaches it to the report. */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * The month grid's booking chips that overflow: a chip wider than its day cell or sticking out of it,
 * a part of a chip (its time, badge, icons, buttons, checkbox) sticking out of the chip, and a title
 * cut short: one whose lines are clipped, or that shows less than its ensemble and the first 8
 * characters of its department ('{ensemble} - {department}', the title the form builds).
 */
export function monthChipProblems(page: Page): Promise<string[]> {
  return page.evaluate((tolerance) => {
    const problems: string[] = [];
    const outside = (inner: DOMRect, outer: DOMRect) =>
      inner.left < outer.left - tolerance ||
      inner.right > outer.right + tolerance ||
      inner.top < outer.top - tolerance ||
      inner.bottom > outer.bottom + tolerance;
    const chips = document.querySelectorAll<HTMLElement>('.month-day .month-event');
    if (chips.length === 0) problems.push('no booking chips in the month grid');
    for (const chip of chips) {
      const cell = chip.closest('.month-day');
      const date = cell?.getAttribute('data-date') ?? '?';
      const chipBox = chip.getBoundingClientRect();
      const label = `${date} '${chip.textContent?.trim() ?? ''}'`;
      if (cell !== null && outside(chipBox, cell.getBoundingClientRect()))
        problems.push(`${label}: the chip extends beyond its day cell`);
      for (const part of chip.querySelectorAll<HTMLElement>('.month-event-inner *')) {
        const box = part.getBoundingClientRect();
        if (box.width > 0 && outside(box, chipBox))
          problems.push(
            `${label}: its ${part.tagName.toLowerCase()} '${part.textContent ?? ''}' leaves the chip`,
          );
      }
      const title = chip.querySelector<HTMLElement>('.month-booking-title');
      if (title === null) continue; // the cell's '+N more' entry
      const text = title.firstChild;
      if (text === null || text.nodeType !== Node.TEXT_NODE) {
        problems.push(`${label}: no title`);
        continue;
      }
      const titleBox = title.getBoundingClientRect();
      if (title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth + 1)
        problems.push(`${label}: its title is cut`);
      const [ensemble = '', ...rest] = (text.textContent ?? '').split(' - ');
      const department = rest.join(' - ');
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, Math.min(text.textContent?.length ?? 0, `${ensemble} - `.length + 8));
      const hidden = [...range.getClientRects()].some((rect) => rect.width > 0 && outside(rect, titleBox));
      if (hidden || department === '')
        problems.push(`${label}: shows less than its ensemble and 8 characters of its department`);
    }
    return problems;
  }, LAYOUT_TOLERANCE_PX);
}

/** Elements under `container` whose text is cut (scrollWidth past clientWidth), in words. */
export function truncatedTexts(container: Locator, selector: string): Promise<string[]> {
  return container.evaluate(
    (root, { selector: query }) =>
      [...root.querySelectorAll<HTMLElement>(query)]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map(
          (element) =>
            `'${element.textContent ?? ''}' is cut (${element.clientWidth} of ${element.scrollWidth} px)`,
        ),
    { selector },
  );
}

/** Whether the page scrolls sideways: something is wider than the window. */
export function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/**
 * Whether a person sees `element` once `area` (the panel holding it) is scrolled onto the screen, without
 * scrolling inside the panel: its centre hit-tests to the element itself or its label, so no scroll area
 * clips it and nothing covers it.
 */
export async function isSeenWithin(area: Locator, element: Locator): Promise<boolean> {
  await area.evaluate((panel) => {
    panel.scrollTop = 0;
    panel.scrollIntoView({ block: 'center' });
  });
  return element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit === null) return false;
    const label = target instanceof HTMLInputElement ? target.labels?.[0] : undefined;
    return target.contains(hit) || hit === label;
  });
}

/**
 * The elements under `container` matching `selector` that a person cannot read whole: some part of
 * them lies outside an ancestor (up to `container`, included) that clips its overflow.
 */
export function clippedElements(container: Locator, selector: string): Promise<string[]> {
  return container.evaluate(
    (root, { selector: query, tolerance }) => {
      const problems: string[] = [];
      for (const element of root.querySelectorAll<HTMLElement>(query)) {
        const box = element.getBoundingClientRect();
        for (let ancestor = element.parentElement; ancestor !== null; ancestor = ancestor.parentElement) {
          const style = getComputedStyle(ancestor);
          if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
            const clip = ancestor.getBoundingClientRect();
            if (
              box.left < clip.left - tolerance ||
              box.right > clip.right + tolerance ||
              box.top < clip.top - tolerance ||
              box.bottom > clip.bottom + tolerance
            ) {
              problems.push(`'${element.textContent ?? ''}' is cut by its ${ancestor.tagName.toLowerCase()}`);
              break;
            }
          }
          if (ancestor === root) break;
        }
      }
      return problems;
    },
    { selector, tolerance: LAYOUT_TOLERANCE_PX },
  );
}
