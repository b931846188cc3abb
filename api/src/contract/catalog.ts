/** Instrument choices of docs/PRODUCT.md section 3 (Performer), in the spec's order. */
export const INSTRUMENTS = [
  'electric violin',
  'piano',
  'keyboard',
  'harp',
  'guitar',
  'ukulele',
  'saxophone',
  'drums',
  'tropical percussion',
  'vibraphone',
  'steel drums',
  'vocals',
  'electro acoustic harp',
  'keytar',
  'viola',
  'cello',
  'violin',
  'DJ',
  'electric guitar',
  'sound engineer',
  'microphone',
  'keys + vocals',
  'electric violin + vocals',
] as const;

/** Stored ensemble values and their performer counts (docs/ARCHITECTURE.md section 7). */
export const ENSEMBLE_SIZES = { Solo: 1, Duo: 2, Trio: 3, Quartet: 4, Quintet: 5 } as const;
export type Ensemble = keyof typeof ENSEMBLE_SIZES;

/** Fixed public colours of the resort's venues (docs/PRODUCT.md section 9). */
export const PUBLIC_VENUE_COLORS = {
  'Lobby Bar': '#f3acd2',
  DUSK: '#9ba3ad',
  'Gumbo Limbo': '#ffbb64',
  'The Grill': '#c3b6fd',
  Nolita: '#86f0ae',
  'Pool/Sofra': '#86cffd',
  'The Club': '#20b2aa',
} as const;
