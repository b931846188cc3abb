/**
 * The schedule's own fixed light palette (the values of the portal's light theme). It does not follow
 * the shell's theme: the same components are embedded in the resort's own pages, where there is no
 * shell theme, and the public page must look the same in both places. Every text pairing reaches
 * WCAG AA contrast (4.5:1) on the backgrounds it is used on.
 */
export const PALETTE = {
  background: '#f8fafc',
  surface: '#ffffff',
  surfaceMuted: '#f1f5f9',
  text: '#0f172a',
  mutedText: '#475569',
  border: '#cbd5e1',
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  onPrimary: '#ffffff',
  primarySoft: '#e0e7ff',
  onPrimarySoft: '#1e3a8a',
  focus: '#2563eb',
  danger: '#b91c1c',
  dangerSurface: '#fef2f2',
} as const;

export const FONT_FAMILY =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

export const RADIUS = { small: '4px', medium: '8px', large: '12px', round: '9999px' } as const;
