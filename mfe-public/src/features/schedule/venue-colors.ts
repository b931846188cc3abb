import { getContrast } from 'color2k';
import { PUBLIC_VENUE_COLORS as PUBLIC_VENUE_COLOR_TABLE } from '@booking-portal/api/contract';

/**
 * Fixed public colours per venue (docs/PRODUCT.md section 9 'Colours'), the contract's one table, read by any
 * venue name (the contract types it by its own keys only).
 */
export const PUBLIC_VENUE_COLORS: Readonly<Record<string, string>> = PUBLIC_VENUE_COLOR_TABLE;

/** Any other venue (or a booking without one). */
export const UNKNOWN_VENUE_COLOR = '#e5e7eb';

/** Venue descriptors (docs/PRODUCT.md section 9 'Colours'). */
const VENUE_DESCRIPTORS: Readonly<Record<string, string>> = {
  'The Club': 'Members Only',
  Nolita: 'New York-inspired Italian',
  DUSK: 'Sushi Restaurant & Lounge',
  'Lobby Bar': 'Cocktail Bar',
  'The Grill': 'Luxe Steakhouse',
  'Pool/Sofra': 'Casual Mediterranean',
  'Gumbo Limbo': 'Oceanfront Seafood & Cocktails',
};

export function venueColorOf(venue: string | null): string {
  return (venue !== null ? PUBLIC_VENUE_COLORS[venue] : undefined) ?? UNKNOWN_VENUE_COLOR;
}

export function venueDescriptorOf(venue: string | null): string | null {
  return (venue !== null ? VENUE_DESCRIPTORS[venue] : undefined) ?? null;
}

const DARK_TEXT = '#111827';
const LIGHT_TEXT = '#ffffff';

/** The text colour with the higher WCAG contrast on `background` (all public colours reach AA, 4.5:1). */
export function textColorOn(background: string): string {
  return getContrast(background, DARK_TEXT) >= getContrast(background, LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT;
}
