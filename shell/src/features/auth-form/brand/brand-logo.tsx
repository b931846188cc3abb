import type { Brand } from './host-brand';

interface BrandLogoProps {
  brand: Brand;
  size?: number;
}

/** The organization's logo: its monogram on its colour, drawn inline so it needs no asset pipeline. */
export function BrandLogo({ brand, size = 56 }: BrandLogoProps) {
  const label = `${brand.organizationName ?? 'Booking Portal'} logo`;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={label}>
      <rect width="64" height="64" rx="14" fill={brand.logoBackground} />
      <path
        d="M14 46c6-5 12-5 18 0s12 5 18 0"
        fill="none"
        stroke={brand.logoForeground}
        strokeOpacity="0.45"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <text
        x="32"
        y="36"
        textAnchor="middle"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="22"
        fontWeight="700"
        fill={brand.logoForeground}
      >
        {brand.monogram}
      </text>
    </svg>
  );
}
