/** What the performer's page says, in one place (tests read the same texts). */
export const PERFORMER_PAGE_TEXTS = {
  loading: 'Loading your page…',
  invalidTitle: 'This link does not work',
  invalidText: 'This link is not valid. Ask for a new one.',
  failedTitle: 'Your page could not be loaded',
  retry: 'Try again',
  gigsTitle: 'Upcoming gigs',
  noGigs: 'No gigs in the coming year.',
  tentative: 'Tentative',
  playing: 'Playing',
  with: 'With',
  unavailableTitle: 'When you are unavailable',
  noUnavailability: 'You have not marked any time as unavailable.',
  remove: 'Remove',
  addTitle: 'Add a time you are unavailable',
  allDay: 'All day',
  allDayHint: 'Whole days, the end date included.',
  timesHint: 'From the start time up to the end time.',
  startDate: 'Start date',
  endDate: 'End date',
  startTime: 'Start time',
  endTime: 'End time',
  reason: 'Reason (optional)',
  add: 'Add',
  adding: 'Adding…',
  calendarTitle: 'Your calendar',
  calendarText:
    'Your confirmed gigs, kept up to date in your own calendar app. Anyone with this address can read them.',
  subscribe: 'Subscribe to your calendar',
  subscribeInApp: 'Open in your calendar app (webcal)',
} as const;

/** 'Times in America/New York' */
export function zoneHintOf(timeZone: string): string {
  return `Times in ${timeZone.replace(/_/g, ' ')}`;
}
