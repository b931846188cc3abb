/** The resort whose venues the public schedule shows (DESIGN.md section 5, organization 1). */
export const PUBLIC_VENUE = {
  name: 'Palm Cove Beach Resort',
  slug: 'palm-cove',
} as const;

export const PUBLIC_SCHEDULE_TITLE = 'Performance Schedule';
