/** The Add New User dialog's default department list (docs/PRODUCT.md section 2, User Management). */
export const DEFAULT_DEPARTMENTS = [
  'Lobby Bar',
  'DUSK',
  'Gumbo Limbo',
  'Sofra',
  'The Grill',
  'Bite',
  'Housekeeping',
  'Front Desk',
  'Concierge',
  'Events',
] as const;

export const DEFAULT_DEPARTMENT_COLOR = '#f3acd2';

/** The Department Manager's 49 pastel presets (docs/PRODUCT.md section 9), the default first. */
export const DEPARTMENT_COLOR_PRESETS = [
  '#f3acd2',
  '#f9c6d9',
  '#fbd3e0',
  '#f7b2bd',
  '#f4a6a6',
  '#f8c8a8',
  '#fbd5b5',
  '#ffbb64',
  '#ffd29c',
  '#ffe0a8',
  '#fff1b3',
  '#fdf5c9',
  '#f0f4b3',
  '#e2f0a8',
  '#d4edc9',
  '#c3e8b0',
  '#b5e5a4',
  '#86f0ae',
  '#a8e6cf',
  '#b8f2e6',
  '#c7f0db',
  '#aee7e8',
  '#a0e7e5',
  '#99e2f0',
  '#86cffd',
  '#a7d8f5',
  '#b4d8fd',
  '#c2dffd',
  '#bfd7ea',
  '#c9d6ff',
  '#c3b6fd',
  '#cdb4f7',
  '#d5c6fb',
  '#e0bbe4',
  '#e8c5f0',
  '#f1cbff',
  '#f5d0fe',
  '#fcd5ce',
  '#ffd6e0',
  '#ffe5ec',
  '#e4c1b9',
  '#d7c0ae',
  '#e6d5c3',
  '#dcd3c9',
  '#d3d3e3',
  '#c9ccd5',
  '#9ba3ad',
  '#b8c0c8',
  '#d0d7de',
] as const;

/** Texts of the venue time zone setting (the zone the public feeds name as TZID). */
export const TIME_ZONE_MESSAGES = {
  invalid: 'Time zone must be an IANA time zone such as America/New_York',
  updated: 'Time zone updated',
  updateFailed: 'Failed to update the time zone. Please try again.',
} as const;

let timeZones: readonly string[] | undefined;

/**
 * The IANA zones an organization may use: the engine's own list (which leaves out 'UTC') plus 'UTC',
 * sorted. Built on first use, so an engine without Intl.supportedValuesOf fails only where it is asked.
 */
export function listTimeZones(): readonly string[] {
  timeZones ??= [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();
  return timeZones;
}

export function isTimeZone(value: string): boolean {
  return listTimeZones().includes(value);
}
