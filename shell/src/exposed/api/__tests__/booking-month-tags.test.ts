import { bookingMonthTags, bookingMonthTagsOfChange } from '../booking-month-tags';

const ids = (tags: { id: string }[] | null) => tags?.map(({ id }) => id) ?? null;

describe('bookings tagged per organization and month', () => {
  it('when a read covers a month view across the new year, then it is tagged with each month it shows', () => {
    expect(ids(bookingMonthTags(12, { from: '2026-11-30', to: '2027-01-10' }))).toEqual([
      'org:12:2026-11',
      'org:12:2026-12',
      'org:12:2027-01',
    ]);
  });

  it('when a read names no organization, then its months are those of every organization', () => {
    expect(ids(bookingMonthTags(undefined, { from: '2026-12-01', to: '2026-12-31' }))).toEqual([
      'org:every:2026-12',
    ]);
  });

  it('when a read has no range, or one longer than two years, then it is tagged with every month', () => {
    expect(ids(bookingMonthTags(12, {}))).toEqual(['org:12:all-months']);
    expect(ids(bookingMonthTags(12, { from: '2024-12-01', to: '2026-12-31' }))).toEqual([
      'org:12:all-months',
    ]);
    expect(ids(bookingMonthTags(12, { from: '2027-01-05', to: '2026-12-01' }))).toEqual([
      'org:12:all-months',
    ]);
  });

  it('when a change names an organization and month, then it reaches the reads of that month, of every organization and of every month', () => {
    expect(ids(bookingMonthTagsOfChange(12, '2026-12'))).toEqual([
      'org:12:2026-12',
      'org:every:2026-12',
      'org:12:all-months',
      'org:every:all-months',
    ]);
  });

  it('when a change names no organization or no month, then no narrower tag is given', () => {
    expect(bookingMonthTagsOfChange(null, '2026-12')).toBeNull();
    expect(bookingMonthTagsOfChange(12, null)).toBeNull();
  });
});
