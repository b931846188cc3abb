// The bookings' seeded organizations, accounts and stored-booking helpers are shared with other
// modules' tests (performer-schedule's), so they live in test-support; bookings' tests keep this path.
export * from '../../../test-support/booking-fixtures';
