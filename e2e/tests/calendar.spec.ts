import type { Page } from '@playwright/test';
import { apiSignedInAs } from '../support/api-as';
import {
  TEST_MONTH,
  bookingName,
  createBooking,
  expectToast,
  readBooking,
  showTestMonth,
  testDate,
} from '../support/calendar';
import { expect, signIn, test } from '../support/fixtures';

const OWNER = 'owner@encore.test';

async function dragBookingToDay(page: Page, fromDate: string, toDate: string): Promise<void> {
  const event = page.locator(`.month-day[data-date="${fromDate}"] .month-event`).first();
  const target = page.locator(`.month-day[data-date="${toDate}"] .month-day-events`);
  // Edit mode re-renders the blocks as draggable; grabbing one before that drags nothing.
  await expect(event).toHaveClass(/month-event-draggable/);
  const from = await event.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the booking or the target day is not on screen');
  // FullCalendar's own drag system follows pointer moves: press, travel in steps, release.
  // Grab the middle of the block: its edges hold the selection checkbox and the Move button.
  const grabX = from.x + from.width / 2;
  await page.mouse.move(grabX, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(grabX + 20, from.y + from.height / 2 + 5, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
}

test.describe('calendar as the owner', () => {
  // The whole month grid on screen: pointer drags only reach what is inside the viewport.
  test.use({ viewport: { width: 1400, height: 1400 } });

  test('when the owner fills the booking form in recurring mode, then one booking is created per date', async ({
    page,
  }) => {
    const api = await apiSignedInAs(OWNER);
    const performers = (await (await api.get('/api/performers?organizationId=2')).json()) as {
      name: string;
      instruments: string[];
    }[];
    const performer = performers.find(({ instruments }) => instruments.length === 1) ?? performers[0]!;
    await signIn(page, OWNER);

    await page.getByRole('button', { name: 'Add Booking' }).click();
    const form = page.getByRole('dialog', { name: 'Create New Booking' });
    await form.getByLabel('Date').fill(testDate(3));
    await form.getByLabel('Start Time').selectOption('19:00');
    await form.getByLabel('End Time').selectOption('21:00');
    await form.getByLabel('Department').selectOption('Nolita');
    await form.getByLabel('Ensemble').selectOption('Solo');
    await form.getByRole('checkbox', { name: performer.name }).check();
    await expect(form.getByLabel(`Instrument for ${performer.name}`)).toHaveValue(performer.instruments[0]!);
    await form.getByRole('checkbox', { name: 'Recurring booking' }).check();
    const extraDates = form.getByRole('group', { name: 'Additional dates' });
    while (!(await extraDates.getByText(TEST_MONTH.format('MMMM YYYY')).isVisible())) {
      await extraDates.getByRole('button', { name: 'Next month' }).click();
    }
    await extraDates
      .getByRole('button', { name: TEST_MONTH.clone().date(4).format('dddd, MMMM D, YYYY') })
      .click();
    await form.getByRole('button', { name: 'Create Booking' }).click();
    // Both dates are previewed (a dry run writes nothing) and then made as one change set.
    const preview = page.getByRole('dialog', { name: 'Create Recurring Bookings' });
    const previewed = preview.getByRole('list', { name: 'Bookings to change' }).locator(':scope > li');
    await expect(previewed).toHaveCount(2);
    await expect(previewed.first()).toContainText('New booking');
    await preview.getByRole('button', { name: 'Create all bookings' }).click();

    await expectToast(page, 'Booking created successfully');
    const range = `from=${testDate(3)}&to=${testDate(4)}&organizationId=1&department=Nolita`;
    const created = (await (await api.get(`/api/bookings?${range}`)).json()) as {
      title: string;
      date: string;
      duration: number;
      performers: { name: string }[];
    }[];
    expect(created.map(({ date }) => date)).toEqual([testDate(3), testDate(4)]);
    for (const booking of created) {
      expect(booking).toMatchObject({ title: 'Solo - Nolita', duration: 120 });
      expect(booking.performers.map(({ name }) => name)).toEqual([performer.name]);
    }
  });

  test('when the owner edits, drag-moves and undoes, then the server follows each step', async ({ page }) => {
    const api = await apiSignedInAs(OWNER);
    const booking = await createBooking(api, { date: testDate(9), time: '18:00', department: 'The Grill' });
    await signIn(page, OWNER);
    await showTestMonth(page);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    // The server's Undo list holds every change set of the owner's last 24 hours (20 at the most):
    // this booking's create at least, and what earlier tests did as the owner.
    const undo = page.getByRole('button', { name: /^Undo \(\d+\)$/ });
    await expect(undo).not.toHaveText('Undo (0)');
    const undoableBefore = Number(/\d+/.exec((await undo.textContent()) ?? '')?.[0]);
    await dragBookingToDay(page, testDate(9), testDate(11));
    await expectToast(page, 'Booking moved successfully');
    await expect.poll(async () => (await readBooking(api, booking))?.date).toBe(testDate(11));
    await expect(undo).toHaveText(`Undo (${Math.min(undoableBefore + 1, 20)})`);

    await undo.click();
    await expectToast(page, 'Undone: Last action has been undone.');
    await expect.poll(async () => (await readBooking(api, booking))?.date).toBe(testDate(9));
    await expect(undo).toHaveText(`Undo (${undoableBefore})`);
    await page.getByRole('button', { name: 'Done' }).click();

    await page.locator(`.month-day[data-date="${testDate(9)}"] .month-day-number`).click();
    await expect(page.getByText(TEST_MONTH.clone().date(9).format('dddd, MMMM D, YYYY'))).toBeVisible();
    await page.getByRole('button', { name: `Edit ${bookingName(booking)}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit Booking' });
    await form.getByLabel('Notes').fill('Quiet jazz during dinner');
    await form.getByRole('button', { name: 'Update Booking' }).click();
    await expectToast(page, 'Booking updated successfully');
    await expect(page.getByText('Quiet jazz during dinner')).toBeVisible();

    // The booking's History: every step above, newest first, each by the owner.
    await page.getByRole('button', { name: `History of ${bookingName(booking)}` }).click();
    const history = page.getByRole('dialog', { name: `History of ${booking.title}` });
    await expect(history.getByRole('heading', { level: 3 })).toHaveText([
      'Edit · 1 booking',
      'Undo · 1 booking',
      'Move · 1 booking',
      'Create · 1 booking',
    ]);
    await expect(history.getByText('Notes: none → Quiet jazz during dinner')).toBeVisible();
    await expect(history.getByText(OWNER).first()).toBeVisible();
  });

  test('when the owner duplicates, finalizes and deletes in bulk, then every booking follows', async ({
    page,
  }) => {
    const api = await apiSignedInAs(OWNER);
    const original = await createBooking(api, {
      date: testDate(16),
      time: '20:00',
      department: 'DUSK',
      status: 'pending',
    });
    await signIn(page, OWNER);
    await showTestMonth(page);

    await page.locator(`.month-day[data-date="${testDate(16)}"] .month-day-number`).click();
    await page.getByRole('button', { name: `Quick Duplicate ${bookingName(original)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick Duplicate Booking' });
    await expect(dialog.getByRole('button', { name: 'Duplicate' })).toBeDisabled();
    for (const day of [17, 18]) {
      await dialog
        .getByRole('button', { name: TEST_MONTH.clone().date(day).format('dddd, MMMM D, YYYY') })
        .click();
    }
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    const copies = page.getByRole('dialog', { name: 'Duplicate Booking' });
    await expect(copies.getByRole('list', { name: 'Bookings to change' }).locator(':scope > li')).toHaveCount(
      2,
    );
    await copies.getByRole('button', { name: 'Create all copies' }).click();
    await expectToast(page, 'Booking duplicated to 2 dates');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    for (const day of [16, 17, 18]) {
      await page
        .locator(`.month-day[data-date="${testDate(day)}"]`)
        .getByRole('checkbox', { name: /^Select / })
        .check();
    }
    await page.getByRole('button', { name: 'Finalize (3)' }).click();
    const finalizing = page.getByRole('dialog', { name: 'Finalize Bookings' });
    await expect(finalizing.getByText('Status: pending → confirmed')).toHaveCount(3);
    await finalizing.getByRole('button', { name: 'Finalize all' }).click();
    await expectToast(page, '3 bookings finalized successfully');
    const range = `from=${testDate(16)}&to=${testDate(18)}&organizationId=1&department=DUSK`;
    await expect
      .poll(async () =>
        ((await (await api.get(`/api/bookings?${range}`)).json()) as { status: string }[]).map(
          ({ status }) => status,
        ),
      )
      .toEqual(['confirmed', 'confirmed', 'confirmed']);

    for (const day of [16, 17, 18]) {
      await page
        .locator(`.month-day[data-date="${testDate(day)}"]`)
        .getByRole('checkbox', { name: /^Select / })
        .check();
    }
    await page.getByRole('button', { name: 'Delete (3)' }).click();
    const deleting = page.getByRole('dialog', { name: 'Delete Bookings' });
    await expect(deleting).toContainText('Are you sure you want to delete 3 selected bookings?');
    await expect(deleting.getByText('Will be deleted')).toHaveCount(3);
    await deleting.getByRole('button', { name: 'Delete all' }).click();
    await expectToast(page, '3 bookings deleted successfully');
    await expect
      .poll(async () => (await (await api.get(`/api/bookings?${range}`)).json()) as unknown[])
      .toEqual([]);
  });

  test('when a department is deleted with migration, then its bookings show under the new department; a new performer is offered in the form', async ({
    page,
  }) => {
    const api = await apiSignedInAs(OWNER);
    const departmentName = `Cabana ${Date.now() % 100000}`;
    const department = (await (
      await api.post('/api/departments', {
        data: { name: departmentName, color: '#86f0ae', organizationId: 1 },
      })
    ).json()) as { id: number };
    const booking = await createBooking(api, {
      date: testDate(23),
      time: '17:00',
      department: departmentName,
    });
    const deleted = await api.delete(`/api/departments/${department.id}`, {
      data: { migrateTo: 'Lobby Bar' },
    });
    expect(deleted.ok()).toBe(true);
    const performerName = `Nina Holt ${Date.now() % 100000}`;
    const performer = await api.post('/api/performers', {
      data: {
        name: performerName,
        instruments: ['cello'],
        bio: null,
        profilePicture: null,
        organizationId: 2,
      },
    });
    expect(performer.status()).toBe(201);

    await signIn(page, OWNER);
    await showTestMonth(page);
    await page.locator(`.month-day[data-date="${testDate(23)}"] .month-day-number`).click();
    const card = page.getByRole('article').filter({ hasText: booking.title });
    await expect(card.getByText('Lobby Bar', { exact: true })).toBeVisible();
    await expect(card.getByText(departmentName, { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'New Event' }).click();
    const form = page.getByRole('dialog', { name: 'Create New Booking' });
    await expect(form.getByRole('checkbox', { name: performerName })).toBeVisible();
  });
});

test.describe('calendar as a reader', () => {
  test('when a plain user opens the calendar, then it is read only and shows their own department only', async ({
    page,
  }) => {
    await signIn(page, 'lobby@palmcove.test');

    await expect(page.getByRole('heading', { level: 1, name: 'Musician Calendar' })).toBeVisible();
    const panel = page.getByRole('group', { name: 'Select Departments to Display' });
    await expect(panel.getByRole('checkbox', { name: 'Lobby Bar' })).toBeVisible();
    await expect(panel.getByRole('checkbox', { name: 'DUSK' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Booking' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);

    const api = await apiSignedInAs('lobby@palmcove.test');
    const bookings = (await (await api.get('/api/bookings')).json()) as { department: string }[];
    expect(bookings.length).toBeGreaterThan(0);
    expect(new Set(bookings.map(({ department }) => department))).toEqual(new Set(['Lobby Bar']));
    const write = await api.post('/api/bookings', { data: {} });
    expect(write.status()).toBe(403);
  });

  test('when the calendar is opened at phone width, then only the month list and the selected day show', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, OWNER);

    await expect(page.getByRole('button', { name: 'Month List' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Selected Day' })).toBeVisible();
    await expect(page.locator('.month-grid, .week-grid')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveCount(0);
  });
});
