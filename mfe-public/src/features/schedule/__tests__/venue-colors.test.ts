import { getContrast } from 'color2k';
import {
  PUBLIC_VENUE_COLORS,
  textColorOn,
  UNKNOWN_VENUE_COLOR,
  venueColorOf,
  venueDescriptorOf,
} from '../venue-colors';

describe('public venue colours (docs/PRODUCT.md section 9)', () => {
  it('when a venue is known, then it has its fixed colour and descriptor; an unknown one gets #e5e7eb', () => {
    expect(venueColorOf('The Club')).toBe('#20b2aa');
    expect(venueColorOf('Lobby Bar')).toBe('#f3acd2');
    expect(venueDescriptorOf('Gumbo Limbo')).toBe('Oceanfront Seafood & Cocktails');
    expect(venueColorOf('Rooftop')).toBe(UNKNOWN_VENUE_COLOR);
    expect(venueColorOf(null)).toBe('#e5e7eb');
    expect(venueDescriptorOf('Rooftop')).toBeNull();
  });

  it('when text sits on any public colour, then it reaches WCAG AA contrast (4.5:1)', () => {
    for (const color of [...Object.values(PUBLIC_VENUE_COLORS), UNKNOWN_VENUE_COLOR]) {
      expect(getContrast(color, textColorOn(color))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
