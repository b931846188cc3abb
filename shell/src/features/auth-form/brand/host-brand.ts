/** The look of the sign-in screens for one organization's host name. */
export interface Brand {
  /** Organization name shown under the portal title; null for the portal's own brand. */
  organizationName: string | null;
  /** Letters drawn in the logo. */
  monogram: string;
  /** Logo background and letter colours. */
  logoBackground: string;
  logoForeground: string;
}

export const DEFAULT_BRAND: Brand = {
  organizationName: null,
  monogram: 'BP',
  logoBackground: '#1f3a5f',
  logoForeground: '#ffffff',
};

/** Host-name fragments (letters and digits only) of the organizations that serve the portal on their own host. */
const BRANDS_BY_HOST_FRAGMENT: readonly (readonly [string, Brand])[] = [
  [
    'palmcove',
    {
      organizationName: 'Palm Cove Beach Resort',
      monogram: 'PC',
      logoBackground: '#0f766e',
      logoForeground: '#fefce8',
    },
  ],
  [
    'encore',
    {
      organizationName: 'Encore Music Entertainment',
      monogram: 'EM',
      logoBackground: '#4c1d95',
      logoForeground: '#fde68a',
    },
  ],
  [
    'cypresshills',
    {
      organizationName: 'Cypress Hills Country Club',
      monogram: 'CH',
      logoBackground: '#14532d',
      logoForeground: '#f0fdf4',
    },
  ],
  [
    'magnolia',
    {
      organizationName: 'Magnolia Country Club',
      monogram: 'MC',
      logoBackground: '#9d174d',
      logoForeground: '#fdf2f8',
    },
  ],
];

/**
 * Picks the brand for a host name. Punctuation is ignored so that palm-cove.example.com and
 * bookings.palmcove.test both match 'palmcove'; unknown hosts get the portal's own brand.
 */
export function brandForHost(hostname: string): Brand {
  const letters = hostname.toLowerCase().replace(/[^a-z0-9]/g, '');
  const match = BRANDS_BY_HOST_FRAGMENT.find(([fragment]) => letters.includes(fragment));
  return match ? match[1] : DEFAULT_BRAND;
}
