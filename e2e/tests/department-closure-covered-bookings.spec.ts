import type { APIRequestContext } from '@playwright/test';
import moment from 'moment';
import { apiSignedInAs } from '../support/api-as';
import { AxeAudit, resizeTo } from '../support/axe-audit';
import { createBooking, expectToast, type CreatedBooking } from '../support/calendar';
import { expect, signIn, test } from '../support/fixtures';
import { isSeenWithin, pageScrollsSideways, PHONE_WIDTH } from '../support/layout';

/*
 * The Department Manager's Add Closure over a booked evening: the org admin picks the Lobby Bar and a
 * day with a confirmed gig there, and before anything is saved the dialog lists that booking and points
 * to the calendar's Close Venue; the dialog is clean for axe with the booking listed, at a desktop
 * width and on a phone (where Save stays in sight); saving adds the closure and the booking stays.
 * The day is nine months ahead, a month no other browser test books or closes in.
 */

const ORG_ADMIN = 'manager@palmcove.test';
/** Books the test's gig (an org admin may not) and removes what the test added. */
const OWNER = 'owner@encore.test';
const PALM_COVE_ID = 1;
const DAY = moment().add(9, 'months').startOf('month').date(20).format('YYYY-MM-DD');

/** Whether the booking is still stored, as the API reads its day. */
async function isStored(api: APIRequestContext, booking: CreatedBooking): Promise<boolean> {
  const response = await api.get(`/api/bookings?organizationId=${PALM_COVE_ID}&from=${DAY}&to=${DAY}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as CreatedBooking[]).some(({ id }) => id === booking.id);
}

test('when an org admin adds a closure over a booked day in the Department Manager, then the dialog lists the booking before saving, is accessible, and saving keeps the booking', async ({
  page,
}) => {
  const api = await apiSignedInAs(OWNER);
  const stamp = Date.now() % 100000;
  const reason = `Private event ${stamp}`;
  const gig = await createBooking(api, {
    title: `Covered set ${stamp}`,
    date: DAY,
    time: '20:00',
    department: 'Lobby Bar',
    organizationId: PALM_COVE_ID,
  });
  let closureId: number | null = null;

  try {
    await signIn(page, ORG_ADMIN);
    await page.goto('/departments');
    await resizeTo(page, 1280);
    const closures = page.getByRole('region', { name: 'Closures' });
    await closures.getByRole('button', { name: 'Add Closure' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Closure' });
    const covered = dialog.getByRole('region', { name: 'Bookings during this closure' });
    const status = covered.getByRole('status');
    await expect(status).toHaveText('Choose when the venue closes to see the bookings it covers.');

    await dialog.getByLabel('Department').selectOption({ label: 'Lobby Bar' });
    await dialog.getByLabel('Start date').fill(DAY);
    await expect(dialog.getByLabel('End date')).toHaveValue(DAY);

    const list = covered.getByRole('list', { name: 'Bookings the closure covers' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toHaveText(
      `${gig.title}, ${moment(DAY).format('MMM D, YYYY')}, 8:00 PM - 9:00 PM, Lobby Bar, confirmed`,
    );
    await expect(status).toContainText(
      '1 booking falls within this closure. It stays booked, marked "Venue closed" in the calendar.',
    );
    await expect(status).toContainText("the calendar's Close Venue");

    const audit = new AxeAudit(page);
    await audit.check('Add Closure with a covered booking', [1280, PHONE_WIDTH], { within: dialog });
    // On a phone the dialog is taller than the screen: the list must not push Save out of sight.
    const save = dialog.getByRole('button', { name: 'Add Closure' });
    expect(await isSeenWithin(dialog, save)).toBe(true);
    expect(await pageScrollsSideways(page)).toBe(false);

    const closureAdded = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().endsWith(`/api/organizations/${PALM_COVE_ID}/closures`),
    );
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await save.click();
    const added = await closureAdded;
    expect(added.status()).toBe(201);
    closureId = ((await added.json()) as { id: number }).id;
    await expectToast(page, 'Closure added');
    await expect(dialog).toBeHidden();
    await expect(
      closures.getByRole('list', { name: 'Closures of Palm Cove Beach Resort' }).getByRole('listitem'),
    ).toContainText([reason]);
    expect(await isStored(api, gig)).toBe(true);
  } finally {
    if (closureId !== null) await api.delete(`/api/organizations/${PALM_COVE_ID}/closures/${closureId}`);
    await api.delete(`/api/bookings/${gig.id}`);
    await api.dispose();
  }
});
