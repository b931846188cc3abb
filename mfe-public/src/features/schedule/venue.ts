/** The resort whose venues the public schedule shows (docs/ARCHITECTURE.md section 5, organization 1). */
export const PUBLIC_VENUE = {
  name: 'Palm Cove Beach Resort',
  slug: 'palm-cove',
} as const;

export const PUBLIC_SCHEDULE_TITLE = 'Performance Schedule';

/** The footer's links (docs/PRODUCT.md section 2): the resort's website, social pages and mail (demo addresses). */
export const PUBLIC_VENUE_LINKS = {
  website: { label: 'palmcoveresort.example', href: 'https://www.palmcoveresort.example/' },
  social: [
    { label: 'Instagram', href: 'https://www.instagram.com/palmcovebeachresort/' },
    { label: 'Facebook', href: 'https://www.facebook.com/palmcovebeachresort/' },
  ],
  mail: {
    label: 'entertainment@palmcoveresort.example',
    href: 'mailto:entertainment@palmcoveresort.example',
  },
} as const;
