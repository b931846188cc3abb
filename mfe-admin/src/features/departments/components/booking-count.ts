/** 'N booking(s)' of the department cards: '1 booking', '3 bookings'. */
export function bookingCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'booking' : 'bookings'}`;
}
