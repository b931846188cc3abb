/**
 * The emoji shown for a performer's instrument (docs/PRODUCT.md section 3, Performer), shared by the calendar
 * and the public schedule so both show the same icon for the same instrument.
 */

/** The music-note emoji shown for an unknown instrument or a failed icon. */
const UNKNOWN_INSTRUMENT_ICON = '🎵';

/** Icons by lower-cased instrument name, including the extra 'mics' name. */
const INSTRUMENT_ICONS: Readonly<Record<string, string>> = {
  'electric violin': '🎻',
  'electric violin + vocals': '🎻',
  violin: '🎻',
  viola: '🎻',
  cello: '🎻',
  piano: '🎹',
  keyboard: '🎹',
  keytar: '🎹',
  'keys + vocals': '🎹',
  harp: '🪕',
  'electro acoustic harp': '🪕',
  guitar: '🎸',
  'electric guitar': '🎸',
  ukulele: '🪕',
  saxophone: '🎷',
  drums: '🥁',
  'tropical percussion': '🪘',
  'steel drums': '🪘',
  vibraphone: '🎼',
  vocals: '🎤',
  microphone: '🎤',
  mics: '🎤',
  dj: '🎧',
  'sound engineer': '🎛️',
};

/** Looks an instrument's icon up case-insensitively; unknown instruments get the music note. */
export function instrumentIcon(instrument: string): string {
  return INSTRUMENT_ICONS[instrument.trim().toLowerCase()] ?? UNKNOWN_INSTRUMENT_ICON;
}
