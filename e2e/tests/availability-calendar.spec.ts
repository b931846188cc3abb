import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { PerformerDto, VenueClosureDto } from '@booking-portal/api/contract';
import { apiSignedInAs } from '../support/api-as';
import { expect, signIn, test } from '../support/fixtures';

/*
 * Who is free, on the calendar: the booking form's picker marks a performer unavailable before the
 * booking is sent, and a closed day is shaded in the month, week and day views with its reason. The
 * dates are in 2031, which no other test uses, so nothing else shares their days.
 */

const OWNER = 'owner@encore.test';
/** The owner's calendar shows the first client organization, Palm Cove. */
const PALM_COVE_ID = 1;
const PROVIDER_ID = 2;

async function expectNoViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** A closed time's mark shows its reason on hover and on keyboard focus, and Escape hides it. */
async function expectReasonOnHoverAndFocus(page: Page, mark: Locator, reason: string): Promise<void> {
  await expect(mark).toHaveAccessibleDescription(reason);
  const tooltip = page.getByRole('tooltip', { name: reason });
  await expect(tooltip).toBeHidden();
  await mark.hover();
  await expect(tooltip).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();

  await mark.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(mark).toBeFocused();
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(mark).toBeFocused();
}

test.describe('who is free, on the calendar', () => {
  // The whole month grid on screen.
  test.use({ viewport: { width: 1400, height: 1400 } });

  test('when the owner opens the booking form for a date when a performer is unavailable, then the picker marks that performer before submit', async ({
    page,
  }) => {
    const api = await apiSignedInAs(OWNER);
    const performerName = `Wren Calder ${Date.now() % 100000}`;
    const created = await api.post('/api/performers', {
      data: {
        name: performerName,
        instruments: ['harp'],
        bio: null,
        profilePicture: null,
        organizationId: PROVIDER_ID,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const performer = (await created.json()) as PerformerDto;

    try {
      const period = await api.post(`/api/performers/${performer.id}/unavailability`, {
        data: {
          startDate: '2031-03-12',
          startTime: '00:00',
          endDate: '2031-03-13',
          endTime: '00:00',
          reason: 'Away on tour',
        },
      });
      expect(period.status(), await period.text()).toBe(201);
      await signIn(page, OWNER);

      await page.getByRole('button', { name: 'Add Booking' }).click();
      const form = page.getByRole('dialog', { name: 'Create New Booking' });
      await form.getByLabel('Date').fill('2031-03-12');
      await form.getByLabel('Start Time').selectOption('19:00');
      await form.getByLabel('End Time').selectOption('21:00');

      const checkbox = form.getByRole('checkbox', { name: performerName });
      await expect(checkbox).toHaveAccessibleDescription('unavailable: Away on tour');
      await expect(checkbox).not.toBeChecked();
      await expectNoViolations(page);

      // The day after, the same performer is free.
      await form.getByLabel('Date').fill('2031-03-13');
      await expect(checkbox).toHaveAccessibleDescription('free');

      await form.getByRole('button', { name: 'Cancel' }).click();
      const bookings = await api.get(
        `/api/bookings?organizationId=${PALM_COVE_ID}&from=2031-03-12&to=2031-03-13`,
      );
      expect(await bookings.json()).toEqual([]);
    } finally {
      await api.delete(`/api/performers/${performer.id}`);
      await api.dispose();
    }
  });

  test('when a day is closed, then the month, week and day views shade it with its reason on hover and focus', async ({
    page,
  }) => {
    const api = await apiSignedInAs(OWNER);
    const reason = `Renovation ${Date.now() % 100000}`;
    const created = await api.post(`/api/organizations/${PALM_COVE_ID}/closures`, {
      data: {
        departmentId: null,
        startDate: '2031-05-13',
        startTime: '00:00',
        endDate: '2031-05-14',
        endTime: '00:00',
        reason,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const closure = (await created.json()) as VenueClosureDto;
    const text = `Closed all day: ${reason}`;

    try {
      // The calendar opens on today's month: Thursday, May 15, 2031, two days after the closure.
      await page.clock.setFixedTime(new Date(2031, 4, 15, 10, 0));
      await signIn(page, OWNER);

      const monthCell = page.locator('.month-day[data-date="2031-05-13"]');
      await expect(monthCell.locator('.closure-shade')).toBeVisible();
      await expect(page.locator('.closure-shade')).toHaveCount(1);
      await expectReasonOnHoverAndFocus(page, monthCell.getByRole('button', { name: 'Closed' }), text);
      await expectNoViolations(page);

      await page.getByRole('button', { name: 'Week' }).click();
      await expect(page.getByRole('heading', { name: 'Week of May 12, 2031' })).toBeVisible();
      const column = page.locator('.week-day[data-date="2031-05-13"]');
      await expect(column.locator('.closure-shade')).toBeVisible();
      const weekMark = column.getByRole('button', { name: 'Closed' });
      await expectReasonOnHoverAndFocus(page, weekMark, text);
      await expectNoViolations(page);

      // The mark opens its day, which lists the closure in words.
      await weekMark.click();
      await expect(page.getByRole('heading', { name: 'Tuesday, May 13, 2031' })).toBeVisible();
      await expect(page.getByRole('note', { name: 'Venue closures' })).toHaveText(`⛔${text}`);
      await expectNoViolations(page);
    } finally {
      await api.delete(`/api/organizations/${PALM_COVE_ID}/closures/${closure.id}`);
      await api.dispose();
    }
  });
});
