import { request } from '@playwright/test';
import moment from 'moment';
import { apiSignedInAs } from '../support/api-as';
import { createBooking } from '../support/calendar';
import { E2E_BASE_URL } from '../support/environment';
import { expect, test } from '../support/fixtures';

/**
 * Five months ahead: the demo data fills the current and next month, the calendar tests the month
 * after, the public schedule's own tests the one after that. The guest's device is in Berlin.
 */
const VENUE_DAY = moment().add(5, 'months').startOf('month').date(9);
const day = (offset: number) => VENUE_DAY.clone().add(offset, 'days').format('YYYY-MM-DD');

test.use({ timezoneId: 'Europe/Berlin' });

/** The instant at which the clock of `timeZone` shows `date` at `time` (yyyy-MM-dd, HH:mm; not at a DST change). */
function instantAt(timeZone: string, date: string, time: string): Date {
  const asIfUtc = Date.parse(`${date}T${time}:00Z`);
  // What the zone's clock shows at that instant, read back as UTC: the difference is the zone's offset.
  const shown = Date.parse(`${new Date(asIfUtc).toLocaleString('en-US', { timeZone })} UTC`);
  return new Date(asIfUtc - (shown - asIfUtc));
}

async function venueTimeZone(): Promise<string> {
  const guest = await request.newContext({ baseURL: E2E_BASE_URL });
  const venue = (await (await guest.get('/api/public/venue')).json()) as { timeZone: string };
  await guest.dispose();
  return venue.timeZone;
}

test("when a guest in Berlin opens the schedule at 8:00 PM at the resort, then Today, Tomorrow, already ended and the week's days are the resort's", async ({
  page,
}) => {
  const owner = await apiSignedInAs('owner@encore.test');
  // Tonight at the resort: one show already over, one still to come; after midnight a 1:00 AM show.
  await createBooking(owner, { date: day(0), time: '17:00', duration: 120, department: 'Pool/Sofra' });
  await createBooking(owner, { date: day(0), time: '22:00', duration: 90, department: 'DUSK' });
  await createBooking(owner, { date: day(1), time: '01:00', duration: 60, department: 'Lobby Bar' });
  await createBooking(owner, { date: day(6), time: '19:00', duration: 60, department: 'The Grill' });
  await createBooking(owner, { date: day(7), time: '19:00', duration: 60, department: 'Nolita' });
  await owner.dispose();
  const zone = await venueTimeZone();
  await page.clock.setFixedTime(instantAt(zone, day(0), '20:00'));

  await page.goto('/public');

  const panel = page.getByRole('region', { name: "This Week's Performances" });
  const items = panel.getByRole('listitem');
  await expect(items).toHaveText([
    /^Today10:00 PM – 11:30 PMDUSK/,
    /^Tomorrow1:00 AM – 2:00 AMLobby Bar/,
    new RegExp(`^${VENUE_DAY.clone().add(6, 'days').format('dddd, MMM D')}7:00 PM – 8:00 PMThe Grill`),
  ]);
  await expect(panel.getByText('Pool/Sofra')).toHaveCount(0);
  await expect(panel.getByText('Nolita')).toHaveCount(0);
  await expect(page.locator('button[aria-current="date"]')).toHaveAccessibleName(
    new RegExp(`^${VENUE_DAY.format('dddd, MMMM D, YYYY')}`),
  );
});
