/** The public schedule's texts (docs/PRODUCT.md section 2 'Public schedule'; quoted exactly where the spec has them). */
export const SCHEDULE_TEXTS = {
  weekPanelTitle: "This Week's Performances",
  today: 'Today',
  tomorrow: 'Tomorrow',
  featuredArtists: 'Featured Artists',
  noPerformancesForDate: 'No performances scheduled for this date.',
  noUpcomingPerformances: 'No upcoming performances scheduled.',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  loading: 'Loading performances…',
  loadFailed: "We couldn't load the performance schedule. Please check your connection and try again.",
  retry: 'Try again',
  /** A booking without a department still shows under a heading. */
  unnamedVenue: 'Live Music',
} as const;
