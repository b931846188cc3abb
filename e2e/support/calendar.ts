import type { APIRequestContext, Page } from '@playwright/test';
import moment from 'moment';
import { expect } from './fixtures';

/**
 * Calendar tests work two months ahead: the demo data fills only the current and the next month, so
 * their bookings never share a cell with the demo's (and never change what other tests read).
 */
export const TEST_MONTH = moment().add(2, 'months').startOf('month');

export function testDate(day: number): string {
  return TEST_MONTH.clone().date(day).format('YYYY-MM-DD');
}

export interface CreatedBooking {
  id: number;
  title: string;
  date: string;
  time: string;
  department: string | null;
  status: 'pending' | 'confirmed';
}

export interface BookingFields {
  /** Default '<ensemble> - <department>', as the form names a booking. */
  title?: string;
  date: string;
  time: string;
  department: string;
  ensemble?: string;
  duration?: number;
  organizationId?: number;
  status?: 'pending' | 'confirmed';
  notes?: string;
}

/** Books through the API as the signed-in writer, the way the form does. */
export async function createBooking(api: APIRequestContext, fields: BookingFields): Promise<CreatedBooking> {
  const ensemble = fields.ensemble ?? 'Solo';
  const response = await api.post('/api/bookings', {
    data: {
      title: fields.title ?? `${ensemble} - ${fields.department}`,
      date: fields.date,
      time: fields.time,
      duration: fields.duration ?? 60,
      department: fields.department,
      ensemble,
      notes: fields.notes ?? null,
      userId: '',
      organizationId: fields.organizationId ?? 1,
      status: fields.status ?? 'confirmed',
      performerData: null,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedBooking;
}

export async function readBooking(
  api: APIRequestContext,
  booking: CreatedBooking,
): Promise<CreatedBooking | null> {
  const response = await api.get(
    `/api/bookings?organizationId=1&from=${TEST_MONTH.format('YYYY-MM-DD')}&to=${TEST_MONTH.clone().endOf('month').format('YYYY-MM-DD')}`,
  );
  const bookings = (await response.json()) as CreatedBooking[];
  return bookings.find(({ id }) => id === booking.id) ?? null;
}

/** Steps the month view forward to TEST_MONTH. */
export async function showTestMonth(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Calendar' })).toBeVisible();
  for (let step = 0; step < 2; step += 1) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByText(TEST_MONTH.format('MMMM YYYY'), { exact: true })).toBeVisible();
}

/** '7:00 PM' for '19:00'. */
export function timeLabel(time: string): string {
  return moment(time, 'HH:mm').format('h:mm A');
}

export function bookingName(booking: Pick<CreatedBooking, 'title' | 'time'>): string {
  return `${booking.title} at ${timeLabel(booking.time)}`;
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}
