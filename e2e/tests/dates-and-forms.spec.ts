import type { APIRequestContext } from '@playwright/test';
import type { PerformerDto, VenueClosureDto } from '@booking-portal/api/contract';
import { apiSignedInAs } from '../support/api-as';
import { expectToast, type CreatedBooking } from '../support/calendar';
import { expect, signIn, test } from '../support/fixtures';

/*
 * How the booking dialogs and Undo read: the recurring form names the added date that is closed
 * (not the main one), 'Undo the others' says how many bookings it undid, and the advanced
 * duplicate keeps a performer and their instrument together. The dates are in 2032, which no
 * other browser test uses, so nothing else shares their days.
 */

const OWNER = 'owner@encore.test';
const SUPER_ADMIN = 'admin@encore.test';
/** The owner's calendar shows the first client organization, Palm Cove. */
const PALM_COVE_ID = 1;
const PROVIDER_ID = 2;

async function createPendingBooking(
  api: APIRequestContext,
  title: string,
  date: string,
  performerData: string | null = null,
): Promise<CreatedBooking> {
  const response = await api.post('/api/bookings', {
    data: {
      title,
      date,
      time: '19:00',
      duration: 60,
      department: 'Lobby Bar',
      ensemble: 'Solo',
      notes: null,
      userId: '',
      organizationId: PALM_COVE_ID,
      status: 'pending',
      performerData,
      notifyPerformers: 'none',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedBooking;
}

async function statusOf(api: APIRequestContext, booking: CreatedBooking): Promise<string> {
  const response = await api.get(
    `/api/bookings?organizationId=${PALM_COVE_ID}&from=${booking.date}&to=${booking.date}`,
  );
  const bookings = (await response.json()) as CreatedBooking[];
  return bookings.find(({ id }) => id === booking.id)?.status ?? 'missing';
}

test.describe('dates and forms', () => {
  test.use({ viewport: { width: 1400, height: 1400 } });

  test('when only an added date of a recurring booking is closed, then the banner names that date, not the main one', async ({
    page,
  }) => {
    const api = await apiSignedInAs(OWNER);
    const reason = `Floor works ${Date.now() % 100000}`;
    const created = await api.post(`/api/organizations/${PALM_COVE_ID}/closures`, {
      data: {
        departmentId: null,
        startDate: '2032-02-12',
        startTime: '00:00',
        endDate: '2032-02-13',
        endTime: '00:00',
        reason,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const closure = (await created.json()) as VenueClosureDto;

    try {
      await signIn(page, OWNER);
      await page.getByRole('button', { name: 'Add Booking' }).click();
      const form = page.getByRole('dialog', { name: 'Create New Booking' });
      await form.getByRole('textbox', { name: 'Date', exact: true }).fill('2032-02-10');
      await form.getByLabel('Start Time').selectOption('19:00');
      await form.getByLabel('End Time').selectOption('21:00');
      await form.getByRole('checkbox', { name: 'Recurring booking' }).check();
      await form
        .getByRole('group', { name: 'Additional dates' })
        .getByRole('button', { name: 'Thursday, February 12, 2032' })
        .click();

      const banner = form.getByRole('alert').filter({ hasText: reason });
      await expect(banner).toContainText('The venue is closed on Thu, Feb 12, 2032');
      await expect(banner).not.toContainText('The venue is closed at this time');
      // The problem-date list says the same date.
      await expect(
        form.getByRole('group', { name: 'Availability on the chosen dates' }).getByRole('listitem'),
      ).toContainText([`Thu, Feb 12, 2032: `]);

      // The main date closed instead: the banner speaks of this time again.
      await form.getByRole('textbox', { name: 'Date', exact: true }).fill('2032-02-12');
      await expect(form.getByRole('alert').filter({ hasText: reason })).toContainText(
        'The venue is closed at this time',
      );
      await form.getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await api.delete(`/api/organizations/${PALM_COVE_ID}/closures/${closure.id}`);
      await api.dispose();
    }
  });

  test('when Undo the others undoes 1 of 2 bookings, then the toast says so, and the refusal reads the dates as the portal does', async ({
    page,
  }) => {
    const owner = await apiSignedInAs(OWNER);
    const superAdmin = await apiSignedInAs(SUPER_ADMIN);
    const stamp = Date.now() % 100000;
    try {
      const touched = await createPendingBooking(owner, `Undo touched ${stamp}`, '2032-03-02');
      const untouched = await createPendingBooking(owner, `Undo untouched ${stamp}`, '2032-03-03');
      const finalized = await owner.post('/api/change-sets', {
        data: { action: 'finalize', bookingIds: [touched.id, untouched.id], notifyPerformers: 'none' },
      });
      expect(finalized.status(), await finalized.text()).toBe(201);
      // Someone else changes one of the two since.
      const renamed = await superAdmin.patch(`/api/bookings/${touched.id}`, {
        data: { title: `Undo touched ${stamp} (renamed)`, notifyPerformers: 'none' },
      });
      expect(renamed.status(), await renamed.text()).toBe(200);

      await signIn(page, OWNER);
      await expect(page.getByRole('heading', { level: 1, name: 'Booking Calendar' })).toBeVisible();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const undo = page.getByRole('button', { name: /^Undo \(\d+\)$/ });
      await expect(undo).toBeEnabled();
      await undo.click();

      const refusal = page.getByRole('dialog', { name: 'Cannot undo' });
      await expect(refusal).toContainText('on Tue, Mar 2, 2032 was changed by someone else since');
      await refusal.getByRole('button', { name: 'Undo the others' }).click();

      await expectToast(page, 'Undone: 1 of 2 bookings; 1 changed by someone else since was left as it is.');
      await expect(page.getByText('Undone: Last action has been undone.')).toHaveCount(0);
      await expect.poll(() => statusOf(owner, untouched)).toBe('pending');
      expect(await statusOf(owner, touched)).toBe('confirmed');
    } finally {
      await owner.dispose();
      await superAdmin.dispose();
    }
  });

  test('when Keep original performers is unticked in the advanced duplicate, then each ticked performer keeps their instrument', async ({
    page,
  }) => {
    const api = await apiSignedInAs(OWNER);
    const performerName = `Isla Marsh ${Date.now() % 100000}`;
    const created = await api.post('/api/performers', {
      data: {
        name: performerName,
        instruments: ['harp', 'guitar'],
        bio: null,
        profilePicture: null,
        organizationId: PROVIDER_ID,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const performer = (await created.json()) as PerformerDto;

    try {
      const booking = await createPendingBooking(
        api,
        `Duo copy ${Date.now() % 100000}`,
        '2032-04-14',
        JSON.stringify([{ performerId: performer.id, instrument: 'guitar', name: performerName }]),
      );
      // The calendar opens on the booking's month.
      await page.clock.setFixedTime(new Date(2032, 3, 10, 10, 0));
      await signIn(page, OWNER);
      await page
        .locator(`.month-day[data-date="${booking.date}"] .month-event`)
        .filter({ hasText: booking.title })
        .click();
      await page
        .getByRole('button', { name: `Advanced Duplicate ${booking.title} at 7:00 PM`, exact: true })
        .click();

      const dialog = page.getByRole('dialog', { name: 'Advanced Duplicate Booking' });
      await dialog.getByRole('checkbox', { name: 'Keep original performers' }).uncheck();
      await expect(dialog.getByRole('checkbox', { name: performerName })).toBeChecked();
      await expect(dialog.getByLabel(`Instrument for ${performerName}`)).toHaveValue('guitar');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await api.delete(`/api/bookings/${booking.id}?notifyPerformers=none`);
    } finally {
      await api.delete(`/api/performers/${performer.id}`);
      await api.dispose();
    }
  });
});
