import AxeBuilder from '@axe-core/playwright';
import moment from 'moment';
import { apiSignedInAs } from '../support/api-as';
import { testDate } from '../support/calendar';
import { pageScrollsSideways } from '../support/layout';
import { linkTo, mailInboxOfThisFile } from '../support/mail-inbox';
import { test, expect, signIn } from '../support/fixtures';

const OWNER = 'owner@encore.test';
/** A performer only this spec adds, with an address no other spec mails. */
const PERFORMER = { name: 'Paloma Pagecellist', email: 'paloma.pagecellist@performers-e2e.test' };
/** The phone the page is read on. */
const PHONE = { width: 375, height: 812 };
const GIG_DATE = testDate(8);
const DAY_OFF = testDate(12);

/** 'Fri, May 8, 2026', as the page writes a date. */
function pageDay(isoDate: string): string {
  return moment(isoDate, 'YYYY-MM-DD').format('ddd, MMM D, YYYY');
}

// One inbox on the port the portal sends to; the second test books on the first one's day off.
test.describe.configure({ mode: 'serial' });

const inbox = mailInboxOfThisFile();

test('when the owner mails a performer their page link, then on a phone they see their gig and mark a day off, with no cookie', async ({
  page,
}) => {
  const owner = await apiSignedInAs(OWNER);
  const added = await owner.post('/api/performers', {
    data: { name: PERFORMER.name, instruments: ['cello'], email: PERFORMER.email },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = (await added.json()) as { id: number };
  const booked = await owner.post('/api/bookings', {
    data: {
      title: 'Solo - Lobby Bar',
      date: GIG_DATE,
      time: '19:00',
      duration: 120,
      department: 'Lobby Bar',
      ensemble: 'Solo',
      notes: null,
      userId: '',
      organizationId: 1,
      status: 'confirmed',
      performerData: JSON.stringify([{ performerId: id, instrument: 'cello' }]),
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const sent = await owner.post(`/api/performers/${id}/page/send`);
  expect(sent.status(), await sent.text()).toBe(202);
  await owner.dispose();
  const link = linkTo(await inbox().waitForMail(PERFORMER.email, '/performer#token='), '/performer');

  await page.setViewportSize(PHONE);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: PERFORMER.name })).toBeVisible();
  const gig = page.getByRole('region', { name: 'Upcoming gigs' }).getByRole('listitem');
  await expect(gig).toHaveCount(1);
  await expect(gig).toContainText(pageDay(GIG_DATE));
  await expect(gig).toContainText('Palm Cove Beach Resort · Lobby Bar');
  await expect(gig).toContainText(/7:00 PM – 9:00 PM E[SD]T/);
  await expect(gig).toContainText('Playing: cello');
  await expect(page.getByRole('link', { name: 'Subscribe to your calendar' })).toHaveAttribute(
    'href',
    /\/api\/feeds\/performers\/[A-Za-z0-9_-]{43}\.ics$/,
  );

  const unavailable = page.getByRole('region', { name: 'When you are unavailable' });
  await expect(unavailable.getByRole('switch', { name: 'All day' })).toBeChecked();
  await unavailable.getByLabel('Start date').fill(DAY_OFF);
  await expect(unavailable.getByLabel('End date')).toHaveValue(DAY_OFF);
  await unavailable.getByLabel('Reason (optional)').fill('Recording session');
  await unavailable.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unavailability added' })).toBeVisible();
  const dayOff = unavailable.getByRole('listitem');
  await expect(dayOff).toContainText(`${pageDay(DAY_OFF)} (all day)`);
  await expect(dayOff).toContainText('Recording session');

  expect(await page.context().cookies()).toEqual([]);
  expect(await pageScrollsSideways(page)).toBe(false);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test('when the owner then opens the booking form for that day, then the performer picker marks the performer unavailable', async ({
  page,
}) => {
  await signIn(page, OWNER);
  await page.getByRole('button', { name: 'Add Booking' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Booking' });
  await form.getByLabel('Date').fill(DAY_OFF);
  await form.getByLabel('Start Time').selectOption('19:00');
  await form.getByLabel('End Time').selectOption('21:00');
  await form.getByLabel('Department').selectOption('Lobby Bar');

  const performer = form.getByRole('checkbox', { name: PERFORMER.name });
  await expect(performer).toHaveAccessibleDescription(/unavailable/i);
  await expect(performer).toHaveAccessibleDescription(/Recording session/);
});
