/** Text colours that stay readable on any department colour (bookings are drawn on their department's colour). */
const DARK_TEXT = '#0f172a';
const LIGHT_TEXT = '#ffffff';

function channelLuminance(channel: number): number {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of '#RRGGBB'; unparseable colours count as light. */
function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (match === null) return 1;
  const [red, green, blue] = match.slice(1).map((part) => channelLuminance(parseInt(part, 16)));
  return 0.2126 * (red ?? 1) + 0.7152 * (green ?? 1) + 0.0722 * (blue ?? 1);
}

function contrast(first: number, second: number): number {
  const [lighter, darker] = first > second ? [first, second] : [second, first];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Dark or white text, whichever contrasts more with `background` ('#RRGGBB'). */
export function readableTextOn(background: string): string {
  const luminance = relativeLuminance(background);
  return contrast(luminance, relativeLuminance(DARK_TEXT)) >= contrast(luminance, 1) ? DARK_TEXT : LIGHT_TEXT;
}

/** Text on the light-red pending stripes, in either theme. */
export const PENDING_TEXT_COLOR = DARK_TEXT;
