import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { PerformerDto, PerformerUnavailabilityDto, VenueClosureDto } from '@booking-portal/api/contract';
import { apiSignedInAs } from '../support/api-as';
import { test, expect, signIn } from '../support/fixtures';

const OWNER = 'owner@encore.test';
const PALM_COVE_ADMIN = 'manager@palmcove.test';
const PALM_COVE_ID = 1;

async function expectNoViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('when the owner adds whole days of unavailability for a performer and removes them, then the list and the server follow', async ({
  page,
}) => {
  const api = await apiSignedInAs(OWNER);
  const performerName = `Ivo Marsh ${Date.now() % 100000}`;
  const created = await api.post('/api/performers', {
    data: { name: performerName, instruments: ['cello'], bio: null, profilePicture: null, organizationId: 2 },
  });
  expect(created.status()).toBe(201);
  const performer = (await created.json()) as PerformerDto;
  const periodsPath = `/api/performers/${performer.id}/unavailability`;

  try {
    await signIn(page, OWNER);
    await page.goto('/performers');
    await page.getByRole('button', { name: `Unavailability of ${performerName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Unavailability' });
    await expect(dialog.getByText('No unavailable periods.')).toBeVisible();
    await expectNoViolations(page);

    const form = dialog.getByRole('form', { name: 'Add unavailability' });
    await expect(form.getByRole('switch', { name: 'All day' })).toBeChecked();
    await form.getByLabel('Start date').fill('2035-03-12');
    await form.getByLabel('End date').fill('2035-03-14');
    await form.getByRole('textbox', { name: 'Reason' }).fill('Tour abroad');
    await form.getByRole('button', { name: 'Add Unavailability' }).click();

    await expect(page.getByText('Unavailability added')).toBeVisible();
    const list = dialog.getByRole('list', { name: `Unavailable periods of ${performerName}` });
    const item = list.getByRole('listitem').filter({ hasText: 'Mar 12, 2035 – Mar 14, 2035, all day' });
    await expect(item).toContainText('Tour abroad');
    const stored = (await (await api.get(periodsPath)).json()) as PerformerUnavailabilityDto[];
    expect(
      stored.map(({ startDate, startTime, endDate, endTime, reason }) => ({
        startDate,
        startTime,
        endDate,
        endTime,
        reason,
      })),
    ).toEqual([
      {
        startDate: '2035-03-12',
        startTime: '00:00',
        endDate: '2035-03-15',
        endTime: '00:00',
        reason: 'Tour abroad',
      },
    ]);
    await expectNoViolations(page);

    const remove = dialog.getByRole('button', {
      name: 'Remove unavailable period Mar 12, 2035 – Mar 14, 2035, all day',
    });
    await remove.click();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await remove.click();

    await expect(page.getByText('Unavailability removed')).toBeVisible();
    await expect(dialog.getByText('No unavailable periods.')).toBeVisible();
    expect(await (await api.get(periodsPath)).json()).toEqual([]);
  } finally {
    await api.delete(`/api/performers/${performer.id}`);
    await api.dispose();
  }
});

test('when an org admin adds a closure for one department, then the Department Manager lists it', async ({
  page,
}) => {
  const reason = `Private event ${Date.now() % 100000}`;
  await signIn(page, PALM_COVE_ADMIN);
  await page.goto('/departments');
  const closures = page.getByRole('region', { name: 'Closures' });
  await expect(closures.getByRole('button', { name: 'Add Closure' })).toBeVisible();
  await expectNoViolations(page);

  await closures.getByRole('button', { name: 'Add Closure' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Closure' });
  await dialog.getByLabel('Department').selectOption({ label: 'DUSK' });
  await dialog.getByLabel('Start date').fill('2035-05-20');
  await expect(dialog.getByLabel('End date')).toHaveValue('2035-05-20');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Add Closure' }).click();

  await expect(page.getByText('Closure added')).toBeVisible();
  await expect(dialog).toBeHidden();
  const item = closures
    .getByRole('list', { name: 'Closures of Palm Cove Beach Resort' })
    .getByRole('listitem')
    .filter({ hasText: reason });
  await expect(item).toContainText('DUSK');
  await expect(item).toContainText('May 20, 2035, all day');
  await expectNoViolations(page);

  const api = await apiSignedInAs(PALM_COVE_ADMIN);
  try {
    const stored = (await (
      await api.get(`/api/organizations/${PALM_COVE_ID}/closures`)
    ).json()) as VenueClosureDto[];
    expect(stored.filter((closure) => closure.reason === reason)).toMatchObject([
      {
        department: 'DUSK',
        startDate: '2035-05-20',
        startTime: '00:00',
        endDate: '2035-05-21',
        endTime: '00:00',
      },
    ]);
  } finally {
    await api.dispose();
  }

  await item.getByRole('button', { name: /^Remove closure of DUSK/ }).click();
  await page
    .getByRole('dialog', { name: 'Remove Closure' })
    .getByRole('button', { name: 'Remove Closure' })
    .click();
  await expect(page.getByText('Closure removed')).toBeVisible();
  await expect(closures.getByText(reason)).toHaveCount(0);
});
